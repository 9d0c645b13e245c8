import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: Toast[];
  show(message: string, tone?: ToastTone, durationMs?: number): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Spec §9: toasts stay 2 s unless a caller says otherwise. */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(message, tone = 'info', durationMs = 2000) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, tone }] });
    window.setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export const toast = {
  success: (message: string, durationMs?: number) => useToastStore.getState().show(message, 'success', durationMs),
  error: (message: string, durationMs?: number) => useToastStore.getState().show(message, 'error', durationMs ?? 4000),
  info: (message: string, durationMs?: number) => useToastStore.getState().show(message, 'info', durationMs),
};
