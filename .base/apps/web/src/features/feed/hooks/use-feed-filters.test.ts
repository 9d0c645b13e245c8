import { describe, expect, it } from 'vitest';
import { filterSearch, readFeedFilters } from './use-feed-filters.ts';

describe('feed filters in the URL', () => {
  it('reads known categories and ignores the rest', () => {
    expect(readFeedFilters(new URLSearchParams('timing=commute&content=asmr'))).toEqual({
      timing: 'commute',
      content: 'asmr',
    });
    expect(readFeedFilters(new URLSearchParams('timing=night&content=ASMR'))).toEqual({
      timing: undefined,
      content: undefined,
    });
  });

  it('sets, replaces and toggles a group, keeping the sort and dropping a search', () => {
    const params = new URLSearchParams('sort=hot&q=고양이');
    expect(filterSearch(params, 'timing', 'commute')).toBe('?sort=hot&timing=commute');
    const filtered = new URLSearchParams('sort=hot&timing=commute');
    expect(filterSearch(filtered, 'timing', 'break')).toBe('?sort=hot&timing=break');
    expect(filterSearch(filtered, 'content', 'asmr')).toBe('?sort=hot&timing=commute&content=asmr');
    expect(filterSearch(filtered, 'timing', 'commute')).toBe('?sort=hot');
    expect(filterSearch(new URLSearchParams('timing=commute'), 'timing', null)).toBe('');
  });
});
