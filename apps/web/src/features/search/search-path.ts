/** The results page's route: the search boxes open it with `?q=`. */
export const SEARCH_PATH = '/pages/search/search';
