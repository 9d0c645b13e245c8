import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { MentionText } from './mention-text.tsx';

afterEach(cleanup);

it("links the post's resolved mentions and leaves the rest, addresses included, as text", () => {
  const { container } = render(
    <MemoryRouter>
      <p>
        <MentionText
          text={'@홍길동님 이거 보세요 https://a.kr @모르는사람\n@김철수'}
          mentions={[
            { userId: 'user3', name: '홍길동' },
            { userId: 'user9', name: '김철수' },
          ]}
        />
      </p>
    </MemoryRouter>,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-label')])).toEqual([
    ['@홍길동', '/user/user3', '홍길동님의 프로필'],
    ['@김철수', '/user/user9', '김철수님의 프로필'],
  ]);
  expect(container.textContent).toBe('@홍길동님 이거 보세요 https://a.kr @모르는사람\n@김철수');
});

it('renders text without mentions as it was', () => {
  const { container } = render(<MentionText text="그냥 글입니다 @아무개" mentions={[]} />);
  expect(container.textContent).toBe('그냥 글입니다 @아무개');
  expect(screen.queryByRole('link')).toBeNull();
});
