import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ModerationNotice } from './moderation-notice.tsx';

afterEach(cleanup);

const notice = () => screen.getByRole('note').textContent ?? '';

it('a post hidden by reports says it waits for review, and never that it was judged or where no help desk is', () => {
  render(
    <ModerationNotice
      moderation={{
        status: 'hidden',
        automatic: true,
        at: null,
        reason: '신고 3건이 접수되어 관리자 검토 전까지 숨겨졌습니다.',
      }}
    />,
  );
  expect(notice()).toContain('검토 전까지');
  expect(notice()).toContain('알림으로 알려 드립니다');
  expect(notice()).not.toContain('판단');
  expect(notice()).not.toContain('고객센터');
});

it('a post an admin hid says it was judged against the policy, with no help desk that does not exist', () => {
  render(<ModerationNotice moderation={{ status: 'hidden', automatic: false, at: null, reason: '허위 사실' }} />);
  expect(notice()).toContain('운영정책에 맞지 않는다고 판단');
  expect(notice()).not.toContain('검토 전까지');
  expect(notice()).not.toContain('고객센터');
});
