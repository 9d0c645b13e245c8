import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteModeSwitch } from './write-mode-switch.tsx';

afterEach(cleanup);

describe('WriteModeSwitch', () => {
  it('switches for an admin who may write', () => {
    const onChange = vi.fn();
    render(<WriteModeSwitch on={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: '쓰기 모드' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('stays off for a level-1 admin and says who may write', () => {
    const onChange = vi.fn();
    render(<WriteModeSwitch on={false} onChange={onChange} locked />);
    const toggle = screen.getByRole('switch', { name: '쓰기 모드' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    fireEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    const hint = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('최고 관리자(2단계)만');
  });
});
