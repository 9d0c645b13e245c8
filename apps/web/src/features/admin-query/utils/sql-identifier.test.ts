import { describe, expect, it } from 'vitest';
import { insertAt, sqlIdentifier } from './sql-identifier.ts';

describe('sqlIdentifier', () => {
  it('leaves plain names bare and quotes keywords and odd names', () => {
    expect(sqlIdentifier('post')).toBe('post');
    expect(sqlIdentifier('user')).toBe('"user"');
    expect(sqlIdentifier('Weird"Name')).toBe('"Weird""Name"');
  });
});

describe('insertAt', () => {
  it('inserts at the caret, replaces a selection and spaces after a word', () => {
    expect(insertAt('select * from ', 14, 14, 'post')).toEqual({ value: 'select * from post', caret: 18 });
    expect(insertAt('select x from y', 7, 8, 'title')).toEqual({ value: 'select title from y', caret: 12 });
    expect(insertAt('select', 6, 6, 'post_id')).toEqual({ value: 'select post_id', caret: 14 });
    expect(insertAt('select post.', 12, 12, 'title')).toEqual({ value: 'select post.title', caret: 17 });
  });
});
