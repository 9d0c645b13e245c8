import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { UserProfile } from '@tubesphere/shared/contract/auth';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../auth/index.ts';
import { BlockEditor } from './block-editor.tsx';

const USER: UserProfile = {
  user_id: 'user1',
  user_name: '작성자',
  email: 'a@test.kr',
  profile_image: null,
  bio: null,
  water_drops: 0,
  gems: 0,
  level: 1,
  experience: 0,
  admin_level: 0,
  adminLevel: 0,
  trustLevel: 0,
};

function renderEditor(user: UserProfile | null) {
  act(() => useAuthStore.getState().setUser(user));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/write']}>
        <Routes>
          <Route path="/write" element={<BlockEditor />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const blockItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

afterEach(() => {
  cleanup();
  localStorage.clear();
  act(() => useAuthStore.getState().setUser(null));
  vi.restoreAllMocks();
});

describe('BlockEditor', () => {
  it('starts with one empty text block whose delete and move buttons are disabled', () => {
    renderEditor(USER);
    expect(blockItems()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: '텍스트 내용' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: '1번째 블록 삭제' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '1번째 블록을 위로 이동' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '1번째 블록을 아래로 이동' })).toHaveProperty('disabled', true);
  });

  it('adds after a position, moves within bounds and deletes', () => {
    renderEditor(USER);
    fireEvent.click(screen.getByRole('button', { name: '링크 블록 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '1번째 블록 뒤에 블록 추가' }));
    const menu = screen.getByRole('group', { name: '1번째 블록 뒤에 추가할 블록 종류' });
    // Opening the menu moves focus into it.
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: '텍스트 블록 추가' }));
    fireEvent.click(within(menu).getByRole('button', { name: '이미지 블록 추가' }));
    const types = () => blockItems().map((item) => item.dataset.blockType);
    expect(types()).toEqual(['text', 'image', 'link']);
    // The new block has focus, so keyboard users keep their place.
    expect(document.activeElement).toBe(screen.getByLabelText('이미지 파일 선택'));

    fireEvent.click(screen.getByRole('button', { name: '3번째 블록을 위로 이동' }));
    expect(types()).toEqual(['text', 'link', 'image']);
    expect(screen.getByRole('button', { name: '3번째 블록을 아래로 이동' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: '1번째 블록 삭제' }));
    fireEvent.click(screen.getByRole('button', { name: '1번째 블록 삭제' }));
    expect(types()).toEqual(['image']);
    expect(screen.getByRole('button', { name: '1번째 블록 삭제' })).toHaveProperty('disabled', true);
  });

  it('asks for content before submitting an empty post', () => {
    renderEditor(USER);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(screen.getByRole('button', { name: '게시하기' }));
    expect(screen.getByRole('alert').textContent).toBe('내용을 입력해주세요.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('brings back a stored draft with a notice, keeps it up to date, and starts over on request', () => {
    const key = 'tubesphere.draft.write.user1';
    localStorage.setItem(
      key,
      JSON.stringify({
        savedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        value: { title: '임시 제목', sphereId: null, blocks: [{ id: '1', type: 'text', content: '임시 본문' }] },
      }),
    );
    renderEditor(USER);
    // Each text block also has its (empty) @ suggestions status.
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses.join('|')).toContain('임시 저장된 글을 불러왔어요 (5분 전 저장).');
    expect(screen.getByRole('textbox', { name: '제목 (선택)' })).toHaveProperty('value', '임시 제목');
    expect(screen.getByRole('combobox', { name: '텍스트 내용' })).toHaveProperty('value', '임시 본문');

    fireEvent.change(screen.getByRole('textbox', { name: '제목 (선택)' }), { target: { value: '고친 제목' } });
    expect(JSON.parse(localStorage.getItem(key) ?? '{}').value.title).toBe('고친 제목');

    fireEvent.click(screen.getByRole('button', { name: '지우고 새로 쓰기' }));
    expect(screen.getByRole('textbox', { name: '제목 (선택)' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: '텍스트 내용' })).toHaveProperty('value', '');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('shows guests disabled add and submit buttons labelled 로그인 필요', () => {
    renderEditor(null);
    const locked = screen.getAllByRole('button', { name: '로그인 필요' });
    // Four block types in the add bar, and the submit button.
    expect(locked).toHaveLength(5);
    for (const button of locked) expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '게시하기' })).toBeNull();
  });
});
