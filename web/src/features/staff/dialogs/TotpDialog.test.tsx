import { Messages, StaffMessages } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, profiles, refused, renderConsole, signedInForEachTest } from '#test/console.tsx';

const codes = Array.from({ length: 10 }, (_, i) => `ab${i}d-ef${i}h`);

signedInForEachTest();

describe('two-step verification of one’s own account', () => {
  it('enrols with the QR code, confirms with a first code and shows the ten recovery codes once', async () => {
    let enabled = false;
    const calls = fakeServer({
      'GET /admin/me': () => ok({ ...profiles.editor, totpEnabled: enabled }),
      'POST /admin/me/totp': (call) =>
        call.body?.password === 'Museum2026'
          ? ok({
              secret: 'JBSWY3DPEHPK3PXP',
              uri: 'otpauth://totp/x',
              qrCode: 'data:image/png;base64,iVBORw0KGgo=',
            })
          : refused('登录密码错误，还可尝试4次'),
      'PUT /admin/me/totp': (call) => {
        if (call.body?.code !== '246810') return refused(StaffMessages.otpWrong);
        enabled = true;
        return ok({ recoveryCodes: codes }, StaffMessages.totpOn);
      },
    });
    renderConsole('/admin/account');
    fireEvent.click(await screen.findByRole('button', { name: '开启两步验证' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The password first: a session left open must not enrol someone else's phone.
    fireEvent.click(dialog.getByRole('button', { name: '开始绑定验证器' }));
    expect(await dialog.findByText(Messages.passwordRequired)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('登录密码'), { target: { value: 'Wrong2026x' } });
    fireEvent.click(dialog.getByRole('button', { name: '开始绑定验证器' }));
    expect(await dialog.findByText('登录密码错误，还可尝试4次')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('登录密码'), { target: { value: 'Museum2026' } });
    fireEvent.click(dialog.getByRole('button', { name: '开始绑定验证器' }));
    const qr = (await dialog.findByAltText(/两步验证绑定二维码/)) as HTMLImageElement;
    expect(qr.src).toContain('data:image/png;base64,');
    expect(dialog.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('6位动态码'), { target: { value: '135791' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认开启' }));
    expect(await dialog.findByText(StaffMessages.otpWrong)).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('6位动态码'), { target: { value: '246810' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认开启' }));
    const list = await dialog.findByRole('list', { name: '恢复码' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(dialog.getByRole('button', { name: '复制全部' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: '下载为文本文件' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/admin/me/totp').map((call) => call.method)).toEqual([
      'POST',
      'POST',
      'PUT',
      'PUT',
    ]);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'Wrong2026x' });

    fireEvent.click(dialog.getByRole('button', { name: '我已妥善保存' }));
    expect(await screen.findByText('已开启')).toBeTruthy();
  });

  it('turns off with the password', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok({ ...profiles.editor, totpEnabled: true }),
      'DELETE /admin/me/totp': (call) =>
        call.body?.password === 'Museum2026' ? ok(undefined, StaffMessages.totpOff) : refused('密码错误'),
    });
    renderConsole('/admin/account');
    fireEvent.click(await screen.findByRole('button', { name: '关闭两步验证' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('登录密码'), { target: { value: 'Museum2026' } });
    fireEvent.click(dialog.getByRole('button', { name: '关闭两步验证' }));
    expect(await screen.findByText(StaffMessages.totpOff)).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'Museum2026' }),
    );
  });
});
