import { EntryGroupMessages, IdType } from '@museum/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ENTRY_RULES, residentId } from '#test/entry.ts';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { MemberListField, type MemberListValues } from './MemberListField';

const LEADER = residentId('19850101', 5);

afterEach(() => {
  cleanup();
  setPageLanguage('zh');
});

/** The field in a form of its own, with the leader's document beside it as the group dialog has it. */
function renderField() {
  render(
    <Form<MemberListValues>
      initialValues={{ applyTime: '2026-11-24', leader: { idType: IdType.residentCard } }}
    >
      <Form.Item name={['leader', 'idCard']} label="领队证件号码">
        <Input />
      </Form.Item>
      <MemberListField rules={{ ...ENTRY_RULES, groupMin: 2 }} />
    </Form>,
  );
  return screen.getByRole('textbox', { name: '成员名单 2–50 人，不含领队' });
}

/** The rows of the table of members read, each its number's cell (with its 重复 mark, if any). */
const numberCells = () =>
  within(screen.getByRole('table', { name: '已读取的成员' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent);

describe('MemberListField', () => {
  it('flags a document listed twice as it is typed, with the server’s message, and marks the row', async () => {
    const list = renderField();
    fireEvent.change(list, {
      target: {
        value: [
          '张三, 护照, E12345678, 14',
          `李四\t${residentId('20110301', 1)}\t15`,
          '王五, 护照, e1234 5678, 14',
        ].join('\n'),
      },
    });

    expect(await screen.findByText(EntryGroupMessages.sameDocumentTwice('王五'))).toBeTruthy();
    expect(numberCells()).toEqual(['E12345678', residentId('20110301', 1), 'E12345678重复']);

    // Fixed: the mark and the message go.
    fireEvent.change(list, {
      target: { value: ['张三, 护照, E12345678, 14', '王五, 护照, E87654321, 14'].join('\n') },
    });
    // The list is checked again as it changes: a busy machine takes its time.
    await waitFor(() => expect(screen.queryByText(EntryGroupMessages.sameDocumentTwice('王五'))).toBeNull(), {
      timeout: 5000,
    });
    expect(numberCells()).toEqual(['E12345678', 'E87654321']);
  });

  it('counts the leader’s document, once it is whole, and says how many repeat when several do', async () => {
    const list = renderField();
    fireEvent.change(list, {
      target: {
        value: [`赵老师\t${LEADER}\t41`, '张三, 护照, E12345678, 14', '王五, 护照, E12345678, 14'].join('\n'),
      },
    });
    expect(await screen.findByText(EntryGroupMessages.sameDocumentTwice('王五'))).toBeTruthy();

    // A number half typed is nobody's yet.
    const leader = screen.getByLabelText('领队证件号码');
    fireEvent.change(leader, { target: { value: LEADER.slice(0, 10) } });
    expect(numberCells()).toEqual([LEADER, 'E12345678', 'E12345678重复']);

    fireEvent.change(leader, { target: { value: LEADER } });
    expect(await screen.findByText('名单中有 2 人的证件号码与他人重复，已在下表中标出')).toBeTruthy();
    expect(numberCells()).toEqual([`${LEADER}重复`, 'E12345678', 'E12345678重复']);
  });
});

describe('MemberListField in English', () => {
  it('marks repeated documents and says so in English, the named member as typed', async () => {
    await Promise.all([languageReady('en'), sharedEnglishReady()]);
    setPageLanguage('en');
    render(
      <LanguageProvider language="en">
        <Form<MemberListValues>
          initialValues={{ applyTime: '2026-11-24', leader: { idType: IdType.residentCard, idCard: LEADER } }}
        >
          <Form.Item name={['leader', 'idCard']} label="Leader's document number">
            <Input />
          </Form.Item>
          <MemberListField rules={{ ...ENTRY_RULES, groupMin: 2 }} />
        </Form>
      </LanguageProvider>,
    );
    const list = screen.getByRole('textbox', { name: 'Member list 2–50 people, not counting the leader' });
    fireEvent.change(list, {
      target: {
        value: ['Zhang San, passport, E12345678, 14', 'Wang Wu, passport, e1234 5678, 14'].join('\n'),
      },
    });
    expect(
      await screen.findByText("Wang Wu's document number is the same as another person's on the list"),
    ).toBeTruthy();
    const numbers = within(screen.getByRole('table', { name: 'Members read from the list' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(numbers).toEqual(['E12345678', 'E12345678Duplicate']);

    fireEvent.change(list, {
      target: {
        value: [
          `Zhao Lin\t${LEADER}\t41`,
          'Zhang San, passport, E12345678, 14',
          'Wang Wu, passport, E12345678, 14',
        ].join('\n'),
      },
    });
    expect(
      await screen.findByText(
        '2 people on the list share a document number with someone else; they are marked in the table below',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 members plus the leader, 2 of them under 18');
    expect(screen.getByRole('button', { name: /Import from a spreadsheet$/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
