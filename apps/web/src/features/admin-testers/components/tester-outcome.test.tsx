import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { TesterOutcome } from './tester-outcome.tsx';

interface Answer {
  message: string;
  count: number;
}

const idle = { data: undefined, isPending: false, isError: false, error: null };

function renderOutcome(
  run: { data: Answer | undefined; isPending: boolean; isError: boolean; error: unknown },
  formError: string | null = null,
) {
  return render(
    <TesterOutcome
      run={run}
      formError={formError}
      stats={(data) => [{ label: '받은 항목', value: String(data.count) }]}
    >
      {(data) => <p>미리보기 {data.count}건</p>}
    </TesterOutcome>,
  );
}

afterEach(cleanup);

describe('a tester under its form', () => {
  it('asks for a call while nothing has been called', () => {
    renderOutcome(idle);
    expect(screen.getByText('파라미터를 입력하고 API를 호출하세요.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('tester-result')).toBeNull();
  });

  it('shows nothing while the call is on its way', () => {
    const { container } = renderOutcome({ ...idle, isPending: true });
    expect(container.textContent).toBe('');
  });

  it("shows the form's refusal in the error box instead of the hint", () => {
    renderOutcome(idle, '검색어를 입력해주세요.');
    expect(screen.getByRole('alert').textContent).toContain('검색어를 입력해주세요.');
    expect(screen.queryByText('파라미터를 입력하고 API를 호출하세요.')).toBeNull();
  });

  it("shows the server's error", () => {
    renderOutcome({ ...idle, isError: true, error: new ApiError(502, '유튜브 API가 응답하지 않습니다.') });
    expect(screen.getByRole('alert').textContent).toContain('유튜브 API가 응답하지 않습니다.');
  });

  it('shows the result with its message, totals and previews', () => {
    renderOutcome({ ...idle, data: { message: '10건을 가져왔습니다.', count: 10 } });
    const result = screen.getByTestId('tester-result');
    expect(screen.getByRole('status').textContent).toBe('10건을 가져왔습니다.');
    expect(result.querySelector('dd')?.textContent).toBe('10');
    expect(result.textContent).toContain('미리보기 10건');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
