import { describe, expect, it } from '@jest/globals';
import {
  isSelected,
  matchesFacetText,
  parseFilter,
  serializeFilter,
  toggleFilter,
  type CatalogFilter,
} from '@rules/catalogFilter';
import { nextListParams } from '@rules/listParams';

describe('the list filter object (001 sections 3 and 4)', () => {
  it('adds a selected value to its group, creating the group', () => {
    const once = toggleFilter({}, { group: 'Brands', value: 3 });
    expect(once).toEqual({ Brands: [3] });
    expect(toggleFilter(once, { group: 'Brands', value: 7 })).toEqual({ Brands: [3, 7] });
  });

  it('removes an unselected value, and deletes the group with its last value', () => {
    const two: CatalogFilter = { Brands: [3, 7], Categories: [1] };
    expect(toggleFilter(two, { group: 'Brands', value: 3 })).toEqual({
      Brands: [7],
      Categories: [1],
    });
    expect(toggleFilter({ Brands: [7] }, { group: 'Brands', value: 7 })).toEqual({});
  });

  it('replaces the value of a single-choice filter', () => {
    const first = toggleFilter({}, { group: 'Price', value: '0-50', single: true });
    expect(first).toEqual({ Price: '0-50' });
    expect(toggleFilter(first, { group: 'Price', value: '50-100', single: true })).toEqual({
      Price: '50-100',
    });
  });

  it('lets a checked radio filter be unchecked by clicking it', () => {
    const checked = toggleFilter({}, { group: 'InStock', value: 'true', radio: true });
    expect(checked).toEqual({ InStock: 'true' });
    expect(toggleFilter(checked, { group: 'InStock', value: 'true', radio: true })).toEqual({});
  });

  it('keeps ProductAttributes as a map of attribute id to value ids, with the same rules', () => {
    let filter = toggleFilter({}, { group: 'ProductAttributes', attributeId: 2, value: 11 });
    filter = toggleFilter(filter, { group: 'ProductAttributes', attributeId: 2, value: 12 });
    filter = toggleFilter(filter, { group: 'ProductAttributes', attributeId: 5, value: 40 });
    expect(filter).toEqual({ ProductAttributes: { '2': [11, 12], '5': [40] } });
    expect(isSelected(filter, { group: 'ProductAttributes', attributeId: 2, value: 12 })).toBe(
      true,
    );
    filter = toggleFilter(filter, { group: 'ProductAttributes', attributeId: 5, value: 40 });
    expect(filter).toEqual({ ProductAttributes: { '2': [11, 12] } });
    filter = toggleFilter(filter, { group: 'ProductAttributes', attributeId: 2, value: 11 });
    filter = toggleFilter(filter, { group: 'ProductAttributes', attributeId: 2, value: 12 });
    expect(filter).toEqual({});
  });

  it('round-trips through the URL and ignores anything that is not a filter object', () => {
    const filter: CatalogFilter = { Brands: [3], ProductAttributes: { '2': [11] } };
    expect(parseFilter(serializeFilter(filter) ?? null)).toEqual(filter);
    expect(serializeFilter({})).toBeUndefined();
    expect(parseFilter('{not json')).toEqual({});
    expect(parseFilter('[1,2]')).toEqual({});
    expect(parseFilter(null)).toEqual({});
  });

  it('matches the facet text filter case-insensitively, taking the text literally', () => {
    expect(matchesFacetText('Bleu marine', 'MARINE')).toBe(true);
    expect(matchesFacetText('Bleu marine', 'rouge')).toBe(false);
    expect(matchesFacetText('Taille (XL)', '(xl')).toBe(true);
    expect(matchesFacetText('Taille XL', '.*')).toBe(false);
  });
});

describe('list parameters in the URL', () => {
  const base = new URLSearchParams('sort=price&pageSize=24&pageindex=3&display=grid');

  it('removes pageindex when the filters change', () => {
    const next = nextListParams(base, { kind: 'filter', filter: { Brands: [3] } });
    expect(next.get('pageindex')).toBeNull();
    expect(next.get('filter')).toBe('{"Brands":[3]}');
    expect(nextListParams(next, { kind: 'filter', filter: {} }).get('filter')).toBeNull();
  });

  it('removes pageindex when the page size changes, keeps it for sort and display', () => {
    expect(nextListParams(base, { kind: 'pageSize', pageSize: 48 }).get('pageindex')).toBeNull();
    expect(nextListParams(base, { kind: 'sort', sort: 'name' }).get('pageindex')).toBe('3');
    expect(nextListParams(base, { kind: 'display', display: 'table' }).get('pageindex')).toBe('3');
  });

  it('writes the page number, leaving the first page without one', () => {
    expect(nextListParams(base, { kind: 'page', pageindex: 4 }).get('pageindex')).toBe('4');
    expect(nextListParams(base, { kind: 'page', pageindex: 1 }).has('pageindex')).toBe(false);
  });
});
