import { Messages } from '@museum/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerEveryFetch } from '#test/fetch.ts';
import { phoneRules } from '@/shared/lib/form-rules';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { SmsCodeField } from './SmsCodeField';

/** docs/spec §5: asking for an SMS code with an empty phone says 手机号不能为空. */

let requested: string[];

beforeEach(() => {
  requested = answerEveryFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A sign-in-like form: the phone field with its own rules, then the code field and its button. */
function PhoneForm({ phone }: { phone?: string | null }) {
  const [form] = Form.useForm();
  return (
    <>
      <FeedbackHost />
      <Form form={form} onFinish={() => undefined}>
        {phone === undefined && (
          <Form.Item name="phone" rules={phoneRules}>
            <Input aria-label="手机号" />
          </Form.Item>
        )}
        <SmsCodeField form={form} phone={phone} type="signIn" countdownKey="sms-test" />
        <Button htmlType="submit">登录并提交</Button>
      </Form>
    </>
  );
}

const sendButton = () => screen.getByRole('button', { name: '获取验证码' });

describe('the SMS code button', () => {
  it('says the phone cannot be empty, and sends nothing, when the phone field is empty', async () => {
    render(<PhoneForm />);
    fireEvent.click(sendButton());
    expect(await screen.findByText(Messages.phoneEmpty)).toBeTruthy();
    expect(screen.queryByText(Messages.phoneRequired)).toBeNull();
    expect(requested).toEqual([]);
  });

  it('treats spaces as an empty phone', async () => {
    render(<PhoneForm />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '   ' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText(Messages.phoneEmpty)).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('leaves the field’s own message to submitting the form', async () => {
    render(<PhoneForm />);
    fireEvent.click(screen.getByRole('button', { name: '登录并提交' }));
    expect(await screen.findByText(Messages.phoneRequired)).toBeTruthy();
    expect(screen.queryByText(Messages.phoneEmpty)).toBeNull();
  });

  it('checks the phone’s format before sending', async () => {
    render(<PhoneForm />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText(Messages.phoneInvalid)).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('sends the code to a valid phone', async () => {
    render(<PhoneForm />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0]).toContain('/prod-api/common/sms/send?');
    expect(requested[0]).toContain('phone=13912345678');
    expect(requested[0]).toContain('type=signIn');
  });

  it('says the phone cannot be empty when the account’s own phone is missing', async () => {
    render(<PhoneForm phone="" />);
    fireEvent.click(sendButton());
    expect(await screen.findByText(Messages.phoneEmpty)).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('ties the code’s error to its input, which is then marked invalid', async () => {
    render(<PhoneForm />);
    fireEvent.click(screen.getByRole('button', { name: '登录并提交' }));
    const error = await screen.findByText(Messages.codeRequired);
    const input = screen.getByLabelText('短信验证码');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.contains(error))).toBe(true);
  });
});
