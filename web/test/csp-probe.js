// SPDX-License-Identifier: MIT
// csp-probe.js - loaded into the lab by the browser test as a script of the page's own origin:
// tries eval (new Function) and records what happened, "EvalError" when the page's
// Content-Security-Policy forbids it, as it must.
try {
  document.body.dataset.evalProbe = String(new Function('return "ran"')());
} catch (e) {
  document.body.dataset.evalProbe = e.name;
}
