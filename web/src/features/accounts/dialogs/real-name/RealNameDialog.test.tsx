import { AccountPaths } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '#test/console.tsx';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import { englishForEachTest, renderIn, serve } from '../../english-test-kit';
import RealNameDialog from './RealNameDialog';

englishForEachTest();

afterEach(() => {
  useDialogs.setState({ open: null, next: null });
});

const verifiedUser = {
  id: 7,
  username: '13800000000',
  nickname: 'John',
  avatar: null,
  realNameVerified: true,
  realName: 'J********h',
  idCard: 'E*****678',
  idType: 2,
  realNameVerifiedAt: '2026-11-29T06:30:00.000Z',
  hasPassword: true,
  wechatBound: false,
};

function open(language: 'zh' | 'en') {
  const onClose = vi.fn();
  useSession.setState({ token: 'visitor-token' });
  useDialogs.setState({ open: 'realName', next: 'reservation' });
  renderIn(language, <RealNameDialog onClose={onClose} />);
  return { dialog: within(screen.getByRole('dialog')), onClose };
}

describe('real-name verification', () => {
  it('starts at the resident ID card in Chinese, the source', () => {
    serve();
    const { dialog } = open('zh');
    expect(screen.getByRole('dialog', { name: '实名认证' })).toBeTruthy();
    expect(dialog.getByText('居民身份证')).toBeTruthy();
    expect(dialog.getByLabelText('身份证号')).toBeTruthy();
    expect(dialog.getByPlaceholderText('如：阿依古丽·买买提')).toBeTruthy();
  });

  it('lets a passport holder verify entirely in English, Latin name and all', async () => {
    const calls = serve({
      [`PUT ${AccountPaths.authentication}`]: ok({ user: verifiedUser }),
      [`GET ${AccountPaths.getInfo}`]: ok({ user: verifiedUser }),
    });
    const { dialog, onClose } = open('en');
    expect(screen.getByRole('dialog', { name: 'Identity verification' })).toBeTruthy();
    // An English page starts at the passport.
    expect(dialog.getByText('Passport')).toBeTruthy();
    expect(dialog.getByLabelText('Passport number')).toBeTruthy();
    expect(dialog.getByPlaceholderText('As on your document')).toBeTruthy();
    expect(dialog.getByText('Rules for Processing Real-Name Information')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);

    // Every error in English.
    fireEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await dialog.findByText('Please enter your full name')).toBeTruthy();
    expect(dialog.getByText('Please enter your passport number')).toBeTruthy();
    expect(
      dialog.getByText('Please read and separately accept the Rules for Processing Real-Name Information'),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Full name'), { target: { value: 'John 3' } });
    fireEvent.change(dialog.getByLabelText('Passport number'), { target: { value: 'E1-2' } });
    expect(
      await dialog.findByText(
        'Please enter your name as it is on your document: in Chinese, or in the Latin letters printed on it',
      ),
    ).toBeTruthy();
    expect(await dialog.findByText('A passport number has 5 to 17 letters or digits')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);

    // The name as the passport prints it, the number as typed (spaces and case do not matter).
    fireEvent.change(dialog.getByLabelText('Full name'), { target: { value: 'John Smith' } });
    fireEvent.change(dialog.getByLabelText('Passport number'), { target: { value: 'e1234 5678' } });
    fireEvent.click(dialog.getByRole('checkbox'));
    fireEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      truename: 'John Smith',
      card: 'E12345678',
      idType: 2,
      consent: true,
    });
    // Having come from booking, the visitor is asked in English whether to go on.
    expect(await screen.findByText('Would you like to go on booking your visit?')).toBeTruthy();
    expect(screen.getAllByText('Identity verification complete').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Continue booking' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('names every other document and its number in English', async () => {
    serve();
    const { dialog } = open('en');
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    fireEvent.click(await screen.findByText('Resident Identity Card'));
    expect(await dialog.findByLabelText('ID card number')).toBeTruthy();
    expect(dialog.getByPlaceholderText('In Chinese characters, as on your ID card')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Full name'), { target: { value: 'John Smith' } });
    expect(
      await dialog.findByText('Please enter your name in Chinese, as it is on your ID card'),
    ).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });
});
