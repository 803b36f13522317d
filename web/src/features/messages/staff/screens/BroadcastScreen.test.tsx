import { BroadcastMessages } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderConsole, signedInForEachTest } from '#test/console.tsx';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };

signedInForEachTest();

describe('broadcast messages', () => {
  it('previews the message, warns it goes to every visitor, sends once and shows the count reached', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(reviewer),
      'GET /admin/messages/broadcast/audience': ok({ count: 1234, left: 3, limit: 5 }),
      'POST /admin/messages/broadcast': ok({ count: 1234 }, BroadcastMessages.sent(1234)),
    });
    renderConsole('/admin/messages/broadcast');
    fireEvent.change(await screen.findByLabelText('消息标题'), { target: { value: ' 闭馆通知 ' } });
    fireEvent.change(screen.getByLabelText('消息内容'), { target: { value: '12月1日闭馆一天。' } });
    const preview = within(screen.getByRole('complementary', { name: '访客看到的样子' }));
    expect(await preview.findByText('闭馆通知')).toBeTruthy();
    expect(preview.getByText('12月1日闭馆一天。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /发送/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('确认群发消息')).toBeTruthy();
    expect(await dialog.findByText('将发送给 1234 位访客（已注销的账号除外）')).toBeTruthy();
    expect(dialog.getByText(/本小时您还可群发 3 条（每小时最多 5 条）/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: '确认发送' }));

    expect(await screen.findByText('已向 1234 位观众发送消息')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ title: '闭馆通知', content: '12月1日闭馆一天。' });
  });

  it('sends nothing without a title and content', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(reviewer) });
    renderConsole('/admin/messages/broadcast');
    fireEvent.click(await screen.findByRole('button', { name: /发送/ }));
    expect(await screen.findByText(BroadcastMessages.titleRequired)).toBeTruthy();
    expect(screen.getByText(BroadcastMessages.contentRequired)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends nothing once the hour’s broadcasts are used up, and says so', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(reviewer),
      'GET /admin/messages/broadcast/audience': ok({ count: 1234, left: 0, limit: 5 }),
    });
    renderConsole('/admin/messages/broadcast');
    fireEvent.change(await screen.findByLabelText('消息标题'), { target: { value: '闭馆通知' } });
    fireEvent.change(screen.getByLabelText('消息内容'), { target: { value: '12月1日闭馆一天。' } });
    fireEvent.click(screen.getByRole('button', { name: /发送/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('本小时的 5 条群发已用完')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: '确认发送' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
