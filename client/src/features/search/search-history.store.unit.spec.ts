import { clearSearchHistory, rememberKeyword, searchHistory, SEARCH_HISTORY_KEY } from './search-history.store';

beforeEach(() => clearSearchHistory());

it('keeps the 10 newest keywords, newest first, without duplicates', () => {
  for (let i = 1; i <= 12; i++) rememberKeyword(`關鍵字${i}`);
  rememberKeyword('  關鍵字5 ');
  expect(searchHistory.keywords).toHaveLength(10);
  expect(searchHistory.keywords[0]).toBe('關鍵字5');
  expect(searchHistory.keywords.filter((k) => k === '關鍵字5')).toHaveLength(1);
  expect(searchHistory.keywords).not.toContain('關鍵字1');
  expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(searchHistory.keywords);
});

it('ignores blank keywords and clears everything', () => {
  rememberKeyword('   ');
  expect(searchHistory.keywords).toEqual([]);
  rememberKeyword('貓咪');
  clearSearchHistory();
  expect(searchHistory.keywords).toEqual([]);
  expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
});
