import { describe, expect, it } from 'vitest';
import '../contract/korean-messages.ts';
import { DELETED_USER_NAME } from '../contract/auth.ts';
import { sphereNameField } from '../contract/spheres.ts';
import { NAME_MESSAGES, nameProblem, nameSkeleton } from './display-names.ts';

describe('names that pass for the site or its staff', () => {
  it('refuses 관리자, 운영자 and 튜브스피어, alone or within a name', () => {
    for (const name of [
      '관리자',
      '운영자',
      '튜브스피어',
      '운영진',
      '튜브스피어 공식',
      '사이트관리자',
      DELETED_USER_NAME,
    ]) {
      expect(nameProblem(name), name).toBe(NAME_MESSAGES.reserved);
    }
  });

  it('refuses their look-alikes: spaces, punctuation, case, width, jamo, accents and other scripts', () => {
    for (const name of [
      '관 리 자',
      '관.리.자',
      '관_리_자!',
      '운-영-자',
      'ㄱㅘㄴㄹㅣㅈㅏ',
      'ㄱㅗㅏㄴ리자',
      '관ㄹl자',
      '튜브 스피어',
      'TubeSphere',
      'ＴｕｂｅＳｐｈｅｒｅ',
      'tubesphеre', // Cyrillic е
      'tubesphere_official',
      'Tüb3Sphere',
      'ADMIN',
      'Аdmin', // Cyrillic А
      'adm1n',
      'a d m i n',
      'Operator',
    ]) {
      expect(nameProblem(name), name).toBe(NAME_MESSAGES.reserved);
    }
  });

  it('refuses right-to-left overrides, zero-width characters and invisible fillers', () => {
    for (const name of [
      'abc\u202Egpj.exe',
      '\u202B이름',
      '이름\u2066x\u2069',
      '관\u200B리\u200C자',
      '이\u200D름',
      '\uFEFF이름',
      '\u3164',
      '이름\u00AD',
      '이름\u061C',
      '이름\u2800',
    ]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(NAME_MESSAGES.hidden);
    }
  });

  it('accepts ordinary names, including ones that merely share letters', () => {
    for (const name of [
      '김민준',
      '관리왕',
      '운영체제덕후',
      'badminton_lover',
      'Tube팬',
      '스피어러버',
      '영상 좋아하는 사람',
      'mr.kim',
      'Ümit',
      '모더레이터팬',
    ]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it('gives look-alikes one skeleton', () => {
    expect(nameSkeleton('관 리 자')).toBe(nameSkeleton('관리자'));
    expect(nameSkeleton('ＡＤＭＩＮ')).toBe(nameSkeleton('admin'));
    expect(nameSkeleton('김민준')).not.toBe(nameSkeleton('관리자'));
  });

  it('holds for sphere names through the contract’s field', () => {
    const problem = (name: string) => {
      const result = sphereNameField.safeParse(name);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(problem('  운영자 공지방  ')).toBe(NAME_MESSAGES.reserved);
    expect(problem('튜브\u200B스피어')).toBe(NAME_MESSAGES.hidden);
    expect(problem('ＴＵＢＥＳＰＨＥＲＥ 팬클럽')).toBe(NAME_MESSAGES.reserved);
    expect(sphereNameField.parse('  먹방 스피어  ')).toBe('먹방 스피어');
  });
});
