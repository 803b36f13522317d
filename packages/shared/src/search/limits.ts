/**
 * At most this many hits of a module are counted and ranked: a module with more shows "1000+" and its pages reach
 * the best 1000 (the count and the ranking stay fast however many items hold a frequent word). A module of its
 * own, without zod, for the search screen.
 */
export const SEARCH_COUNT_CAP = 1000;
