/**
 * The public Compare Plans page's queries (compare feature), named by their keys since
 * features do not import each other: the years list (`GET /get-years`) and the datasets
 * (`GET /compare-plans/{year}`). A staff change to the years, or a cache reset, makes a
 * staff member's own copies of them stale in this tab.
 */
export const PUBLIC_COMPARE_YEARS_QUERY_KEY = ['compare-years'] as const;
export const PUBLIC_COMPARE_DATASET_QUERY_KEY = ['compare-dataset'] as const;
