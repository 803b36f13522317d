import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager, pageItems } from './Pager';

afterEach(cleanup);

describe('the pages a pager shows', () => {
  it('are the first, the last and those around the current one, with gaps where pages are left out', () => {
    expect(pageItems(1, 1, 2)).toEqual([1]);
    expect(pageItems(2, 4, 2)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageItems(10, 20, 2)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(20, 20, 2)).toEqual([1, null, 15, 16, 17, 18, 19, 20]);
    // A phone shows fewer.
    expect(pageItems(10, 20, 1)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageItems(3, 20, 1)).toEqual([1, 2, 3, 4, null, 20]);
  });
});

describe('a pager', () => {
  it('marks the current page, moves to the page asked for and steps back and forth', () => {
    const onChange = vi.fn();
    render(<Pager pageNum={1} pageSize={10} total={84} onChange={onChange} />);
    const pager = within(screen.getByRole('navigation', { name: '分页' }));
    expect(pager.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect((pager.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pager.getByText('共 84 项，第 1/9 页')).toBeTruthy();

    fireEvent.click(pager.getByRole('listitem', { name: '3' }).querySelector('button')!);
    fireEvent.click(pager.getByRole('button', { name: '下一页' }));
    fireEvent.click(pager.getByRole('button', { name: '1' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });

  it('is not there when everything fits on one page', () => {
    render(<Pager pageNum={1} pageSize={10} total={10} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});
