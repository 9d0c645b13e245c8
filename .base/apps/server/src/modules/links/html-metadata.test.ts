import { describe, expect, it } from 'vitest';
import { absoluteHttpUrl, decodeHtml, fileMetadata, parseHtmlMetadata } from './html-metadata.ts';

const PAGE = 'https://news.example.kr/articles/1';

describe('parseHtmlMetadata', () => {
  it('prefers Open Graph, resolves a relative image and decodes entities', () => {
    const html = `<html><head>
      <title>Plain title</title>
      <meta property="og:title" content="OG &amp; 제목">
      <meta property="og:description" content="  설명
        여러 줄 ">
      <meta property="og:image" content="/img/cover.jpg">
      <meta property="og:site_name" content="예제뉴스">
      <meta name="twitter:title" content="Twitter title">
    </head><body></body></html>`;
    expect(parseHtmlMetadata(html, PAGE, 'news.example.kr')).toEqual({
      title: 'OG & 제목',
      description: '설명 여러 줄',
      image: 'https://news.example.kr/img/cover.jpg',
      siteName: '예제뉴스',
      domain: 'news.example.kr',
    });
  });

  it('falls back to Twitter cards, then <title> and the description meta', () => {
    const twitter = `<meta name="twitter:title" content="T"><meta name="twitter:image" content="https://cdn.kr/a.png">`;
    expect(parseHtmlMetadata(twitter, PAGE, 'd')).toMatchObject({ title: 'T', image: 'https://cdn.kr/a.png' });
    const plain = `<TITLE> 그냥 제목 </TITLE><meta name="Description" content="요약">`;
    expect(parseHtmlMetadata(plain, PAGE, 'd')).toMatchObject({ title: '그냥 제목', description: '요약', image: null });
  });

  it('ignores an SVG <title> and never accepts a non-http image', () => {
    const html = `<svg><title>icon</title></svg><title>Real</title>
      <meta property="og:image" content="javascript:alert(1)">
      <meta name="twitter:image" content="data:image/png;base64,AAAA">`;
    expect(parseHtmlMetadata(html, PAGE, 'd')).toMatchObject({ title: 'Real', image: null });
  });

  it('keeps markup as text', () => {
    const html = `<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt;">`;
    expect(parseHtmlMetadata(html, PAGE, 'd').title).toBe('<script>alert(1)</script>');
  });

  it('caps long values', () => {
    const html = `<meta property="og:title" content="${'가'.repeat(1000)}">`;
    expect(parseHtmlMetadata(html, PAGE, 'd').title).toHaveLength(300);
  });

  it('answers an empty title when the page has none', () => {
    expect(parseHtmlMetadata('<p>hi</p>', PAGE, 'd')).toEqual({
      title: '',
      description: '',
      image: null,
      siteName: null,
      domain: 'd',
    });
  });
});

describe('helpers', () => {
  it('absoluteHttpUrl', () => {
    expect(absoluteHttpUrl('//cdn.kr/x.png', PAGE)).toBe('https://cdn.kr/x.png');
    expect(absoluteHttpUrl('ftp://x/y', PAGE)).toBeNull();
    expect(absoluteHttpUrl('  ', PAGE)).toBeNull();
  });

  it('decodes EUC-KR pages by header or <meta charset>', () => {
    // "한글" in EUC-KR.
    const bytes = Buffer.from([0xc7, 0xd1, 0xb1, 0xdb]);
    expect(decodeHtml(bytes, 'text/html; charset=euc-kr')).toBe('한글');
    const withMeta = Buffer.concat([Buffer.from('<meta charset="euc-kr"><title>'), bytes]);
    expect(decodeHtml(withMeta, 'text/html')).toContain('한글');
    expect(decodeHtml(Buffer.from('héllo'), 'text/html; charset=nonsense')).toBe('héllo');
  });

  it('names files after their last path segment', () => {
    expect(fileMetadata('https://a.kr/docs/%EB%B3%B4%EA%B3%A0%EC%84%9C.pdf', 'a.kr', false)).toMatchObject({
      title: '보고서.pdf',
      image: null,
    });
    expect(fileMetadata('https://a.kr/p.png', 'a.kr', true).image).toBe('https://a.kr/p.png');
  });
});
