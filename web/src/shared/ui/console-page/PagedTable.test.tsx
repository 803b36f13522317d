import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable } from './PagedTable';

interface Row {
  id: number;
  name: string;
}

const columns = [{ title: '姓名', dataIndex: 'name' }];
const page = (onChange = vi.fn()) => ({ paging: { pageNum: 1, pageSize: 2 }, onPage: onChange });

afterEach(cleanup);

describe('PagedTable', () => {
  it('shows the page of rows, the total, and asks for another page', () => {
    const onChange = vi.fn();
    render(
      <PagedTable<Row>
        rows={{
          data: {
            rows: [
              { id: 1, name: '张三' },
              { id: 2, name: '李四' },
            ],
            total: 3,
          },
          isFetching: false,
          error: null,
        }}
        what="员工列表"
        columns={columns}
        emptyText="没有员工"
        totalText={(total) => `共 ${total} 名员工`}
        {...page(onChange)}
      />,
    );
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('共 3 名员工')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('says what failed to load and why, instead of an empty table', () => {
    render(
      <PagedTable<Row>
        rows={{ data: undefined, isFetching: false, error: new Error('网络异常') }}
        what="操作日志"
        columns={columns}
        emptyText="没有记录"
        totalText={(total) => `共 ${total} 条`}
        {...page()}
      />,
    );
    expect(screen.getByText('操作日志加载失败：网络异常')).toBeTruthy();
    expect(screen.queryByText('没有记录')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list is empty when it is', () => {
    render(
      <PagedTable<Row>
        rows={{ data: { rows: [], total: 0 }, isFetching: false, error: null }}
        what="预约"
        columns={columns}
        emptyText="还没有预约"
        totalText={(total) => `共 ${total} 条`}
        {...page()}
      />,
    );
    expect(screen.getAllByText('还没有预约').length).toBeGreaterThan(0);
  });
});
