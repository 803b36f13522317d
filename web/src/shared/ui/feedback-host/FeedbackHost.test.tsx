import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh copies: whether antd's feedback was ever asked for is the page's state, kept from test to test otherwise.
let feedback: typeof import('../../lib/feedback');
let FeedbackHost: typeof import('./FeedbackHost').FeedbackHost;
beforeEach(async () => {
  vi.resetModules();
  feedback = await import('../../lib/feedback');
  ({ FeedbackHost } = await import('./FeedbackHost'));
});
afterEach(cleanup);

describe('toasts and confirmations', () => {
  it('load nothing until the first is asked for, which shows once antd has come', async () => {
    const { container } = render(<FeedbackHost />);
    expect(feedback.feedbackWanted()).toBe(false);
    expect(container.innerHTML).toBe('');

    act(() => feedback.message.success('已保存为草稿'));
    expect(feedback.feedbackWanted()).toBe(true);
    // antd is imported on this first call: seconds when the machine is busy (findBy's 1 s default failed in a run).
    expect(await screen.findByText('已保存为草稿', undefined, { timeout: 15_000 })).toBeTruthy();
    // The request layer's toasts go the same way.
    act(() => feedback.feedback.error('网络异常，请稍后再试'));
    expect(await screen.findByText('网络异常，请稍后再试')).toBeTruthy();
  });

  it('answer a confirmation with true once confirmed and false once cancelled', async () => {
    render(<FeedbackHost />);
    const cancelled = feedback.modal.confirm({
      title: '退出登录',
      content: '确定要退出吗？',
      okText: '退出',
      cancelText: '取消',
    });
    fireEvent.click(await screen.findByRole('button', { name: /^取\s?消$/ }, { timeout: 15_000 }));
    expect(await cancelled).toBe(false);

    const onOk = vi.fn(async () => undefined);
    const confirmed = feedback.modal.confirm({
      title: '退出登录',
      content: '确定要退出吗？',
      okText: '退出',
      onOk,
    });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^退\s?出$/ }).length).toBeGreaterThan(0),
    );
    fireEvent.click(screen.getAllByRole('button', { name: /^退\s?出$/ }).at(-1)!);
    expect(await confirmed).toBe(true);
    expect(onOk).toHaveBeenCalledOnce();
  });
});
