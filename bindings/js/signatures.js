// SPDX-License-Identifier: MIT
// signatures.js - the parameters of every public C function, for the one check of integer
// ranges (lib.js wraps each export with it). WebAssembly converts a JavaScript number to an i32
// modulo 2**32 and a BigInt to an i64 modulo 2**64, so without it tileAt(2**32, 0) was
// tileAt(0, 0) and algorithm 2**32+4 ran A*; the header says an out-of-range value is P8_EINVAL.
// One letter a parameter: i int, u unsigned int / uint32_t / size_t, U uint64_t (a BigInt),
// p a pointer (the binding's own: an address, or 0). The JavaScript tests check this table
// against include/puzzle8.h, so a new function of the header must be added here.
export const SIGNATURES = Object.freeze({
  p8_algorithm_name: 'i', p8_board_apply: 'pi', p8_board_blank: 'p', p8_board_copy: 'pp',
  p8_board_equal: 'pp', p8_board_format: 'pipu', p8_board_free: 'p', p8_board_from_rank: 'up',
  p8_board_inversions: 'p', p8_board_legal_moves: 'p', p8_board_new: 'pp', p8_board_new_goal: 'p',
  p8_board_parse: 'pppu', p8_board_random: 'Upp', p8_board_rank: 'p', p8_board_scramble: 'puUp',
  p8_board_solvable: 'pp', p8_board_solvable_why: 'pppu', p8_board_tile_at: 'pii',
  p8_board_tiles: 'pp', p8_check_name: 'i', p8_compare_row: 'ippup', p8_compare_rows: '',
  p8_dominance_name: 'i', p8_dot_tree: 'pppp', p8_driver_name: 'i', p8_duplicates_name: 'i',
  p8_event_name: 'i', p8_frontier_clear: 'p', p8_frontier_free: 'p', p8_frontier_name: 'i',
  p8_frontier_new: 'ip', p8_frontier_pop: 'pp', p8_frontier_push: 'uUuup', p8_frontier_size: 'p',
  p8_graph_component: 'u', p8_graph_format_name: 'i', p8_graph_neighbors: 'up',
  p8_graph_neighbors_tiles: 'pp', p8_graph_write: 'iuppp', p8_h_goal_test: 'ppp',
  p8_h_linear_conflict: 'ppp', p8_h_manhattan: 'ppp', p8_h_misplaced: 'ppp', p8_h_zero: 'ppp',
  p8_heuristic_check: 'ipppu', p8_heuristic_check_fn: 'pppppu', p8_heuristic_check_verdict: 'pupu',
  p8_heuristic_dominance: 'ppppppu', p8_heuristic_name: 'i', p8_heuristic_value: 'ipp',
  p8_limit_none: '', p8_move_letter: 'i', p8_move_name: 'i', p8_result_duplicates: 'p',
  p8_result_elapsed_ns: 'p', p8_result_expanded: 'p', p8_result_fields: 'ppu', p8_result_free: 'p',
  p8_result_generated: 'p', p8_result_length: 'p', p8_result_max_frontier: 'p',
  p8_result_moves: 'ppu', p8_result_moves_string: 'ppu', p8_result_peak_bytes: 'p',
  p8_result_solved: 'p', p8_result_stat: 'pi', p8_result_state_at: 'pup', p8_result_status: 'p',
  p8_search_cancel: 'p', p8_search_errmsg: 'p', p8_search_event_node: 'ppu', p8_search_free: 'p',
  p8_search_frontier: 'ppuup', p8_search_frontier_used: 'p', p8_search_new: 'p',
  p8_search_new_with_allocator: 'pp', p8_search_run: 'pppp', p8_search_set_algorithm: 'pi',
  p8_search_set_driver: 'pi', p8_search_set_duplicates: 'pi', p8_search_set_event_fn: 'ppup',
  p8_search_set_frontier: 'pi', p8_search_set_frontier_fns: 'pppppp',
  p8_search_set_graph_search: 'pi', p8_search_set_heuristic: 'pi',
  p8_search_set_heuristic_fn: 'ppp', p8_search_set_limit: 'piU', p8_search_set_reopen: 'pi',
  p8_search_set_seed: 'pU', p8_search_set_weights: 'puu', p8_search_start: 'ppp',
  p8_search_stat: 'pi', p8_search_step: 'pU', p8_search_take_result: 'pp',
  p8_search_weights_used: 'p', p8_solve: 'ppiip', p8_status_has_result: 'i', p8_status_name: 'i',
  p8_strerror: 'i', p8_svg_board: 'pipu', p8_svg_solution: 'pupp', p8_svg_tree: 'pppp',
  p8_table_build: 'pp', p8_table_build_with_allocator: 'ppp', p8_table_count_solutions: 'ppp',
  p8_table_distance: 'pp', p8_table_distance_rank: 'pu', p8_table_free: 'p', p8_table_goal: 'pp',
  p8_table_heuristic: 'ppp', p8_table_histogram: 'ppu', p8_table_list_solutions: 'pppp',
  p8_table_optimal_moves: 'pp', p8_table_random_board: 'puUp', p8_table_random_board_why: 'pUpu',
  p8_table_solve: 'ppp', p8_table_solve_all: 'ppp', p8_table_stat: 'pi', p8_trace_diff: 'pppu',
  p8_trace_event: 'pipuupu', p8_trace_header: 'ppppu', p8_trace_line_type: 'p',
  p8_trace_run: 'pppppp', p8_trace_summary: 'ppu', p8_tree_add: 'piUUiuuUp', p8_tree_count: 'p',
  p8_tree_free: 'p', p8_tree_new: 'Up', p8_tree_new_with_allocator: 'Upp', p8_tree_run: 'ppppp',
  p8_version: '', p8_version_string: '',
});
