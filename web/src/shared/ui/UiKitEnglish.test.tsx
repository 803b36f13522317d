import { IdType } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request';
import { LanguageProvider, languageReady, setPageLanguage } from '../i18n';
import { chineseIn } from '../lib/chinese-left-test-kit';
import { sharedEnglishReady } from '../lib/shared-english';
import { siteSettingsKeys } from '../settings/useSiteSettings';
import { DetailState } from './detail-layout/DetailState';
import { KeywordFilter } from './filter-bar/KeywordFilter';
import { ContactItems } from './form-dialog/FormDialog';
import { DocumentNumberField, DocumentTypeField } from './id-document/IdDocumentFields';
import { ListState } from './list-state/ListState';
import { Pager } from './pager/Pager';

beforeAll(async () => {
  await languageReady('en');
  await sharedEnglishReady();
});
afterEach(() => {
  cleanup();
  setPageLanguage('zh');
});

/** A query client that knows the site's settings already: the state pages name the museum in the tab's title. */
function settled() {
  const client = new QueryClient();
  client.setQueryData(siteSettingsKeys.all, { name: 'Tianshan Art Museum', timeZone: 'Asia/Shanghai' });
  return client;
}

function english(children: ReactNode, path = '/exhibition') {
  setPageLanguage('en');
  return render(
    <QueryClientProvider client={settled()}>
      <LanguageProvider language="en">
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

const query = (state: Partial<Parameters<typeof ListState>[0]['query']>) => ({
  data: { rows: [] },
  isLoading: false,
  isError: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...state,
});

describe('the UI kit in English', () => {
  it('pages a list in English', () => {
    const onChange = vi.fn();
    const { container } = english(<Pager pageNum={2} pageSize={10} total={84} onChange={onChange} />);
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByText('84 items · page 2 of 9')).toBeTruthy();
    fireEvent.click(pager.getByRole('button', { name: 'Next page' }));
    fireEvent.click(pager.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    expect(chineseIn(container)).toEqual([]);
    cleanup();
    english(<Pager pageNum={1} pageSize={1} total={2} unit="条" onChange={onChange} />);
    expect(screen.getByText('2 items · page 1 of 2')).toBeTruthy();
  });

  it('says in English that a list is loading, failed or empty, and offers to clear its filters', () => {
    const { container, rerender } = english(
      <ListState query={query({ isLoading: true })} empty="No exhibitions">
        rows
      </ListState>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    const failed = query({ isError: true });
    rerender(
      <QueryClientProvider client={settled()}>
        <LanguageProvider language="en">
          <MemoryRouter>
            <ListState query={failed} empty="No exhibitions">
              rows
            </ListState>
          </MemoryRouter>
        </LanguageProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded just now');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalled();
    expect(chineseIn(container)).toEqual([]);
    cleanup();

    english(
      <ListState query={query({})} empty="No exhibitions match">
        rows
      </ListState>,
      '/exhibition?status=2',
    );
    expect(screen.getByText('No exhibitions match')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toBeTruthy();
  });

  it('says in English that an item is missing or could not be loaded, with the ways back', () => {
    const list = { path: '/exhibition', label: 'Exhibitions' };
    const { container } = english(
      <DetailState query={{ data: undefined, isLoading: false, error: null, refetch: vi.fn() }} list={list}>
        {() => null}
      </DetailState>,
    );
    expect(
      screen.getByRole('heading', { name: 'This item does not exist or is no longer online' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Exhibitions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(chineseIn(container)).toEqual([]);
    cleanup();

    english(
      <DetailState
        query={{ data: undefined, isLoading: false, error: new RequestError('x', 0), refetch: vi.fn() }}
        list={list}
      >
        {() => null}
      </DetailState>,
    );
    expect(screen.getByText('Connection problem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for a keyword in English', () => {
    const { container } = english(<KeywordFilter value="" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Keyword').getAttribute('placeholder')).toBe('A word in the title');
    expect(chineseIn(container)).toEqual([]);
  });

  it('lets a passport holder give the passport, in English, and checks it in English', async () => {
    const { container } = english(
      <Form initialValues={{ idType: IdType.passport }}>
        <DocumentTypeField name="idType" label="Document" />
        <DocumentNumberField name="idNumber" type={IdType.passport} typeField="idType" label="Number" />
        <ContactItems />
      </Form>,
    );
    expect(screen.getByTitle('Passport')).toBeTruthy();
    const number = screen.getByLabelText('Number');
    expect(number.getAttribute('placeholder')).toBe('Passport number, as printed (e.g. E12345678)');
    expect(screen.getByLabelText('Contact person').getAttribute('placeholder')).toBe(
      'Full name of the contact person',
    );
    expect(screen.getByLabelText('Mobile number').getAttribute('placeholder')).toBe('11-digit mobile number');
    fireEvent.change(number, { target: { value: 'E1' } });
    expect(
      await screen.findByText('A passport number has 5 to 17 letters or digits', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.change(number, { target: { value: '' } });
    expect(await screen.findByText('Please enter your passport number', {}, { timeout: 5000 })).toBeTruthy();
    expect(chineseIn(container)).toEqual([]);
  });

  it('shows a long document name short in its field, and whole in the list', async () => {
    english(
      <Form initialValues={{ idType: IdType.residencePermit }}>
        <DocumentTypeField name="idType" label="Document" />
      </Form>,
    );
    expect(screen.getByText('Residence permit (HK/Macao/TW)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Document' }));
    expect(
      await screen.findByRole('option', { name: 'Mainland Travel Permit for Hong Kong and Macao Residents' }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Passport' })).toBeTruthy();
  });
});
