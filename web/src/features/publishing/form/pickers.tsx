import { MAX_PAGE_SIZE, type PublishingModule } from '@museum/shared';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useDict } from '../../content';
import { useContentItem, useContentRows } from '../api';

type PickerProps = Omit<SelectProps, 'options' | 'loading'>;

/** A dictionary's entries (exhibition types, audiences ...), as the visitor site lists them. */
export function DictSelect({ dictType, ...props }: PickerProps & { dictType: string }) {
  const { data, isLoading } = useDict(dictType);
  return (
    <Select
      {...props}
      loading={isLoading}
      options={(data ?? []).map((entry) => ({ value: entry.value, label: entry.label }))}
    />
  );
}

/** Items of a small module (halls, work types), drafts included: staff may prepare both at once. */
function ItemSelect({
  module,
  withNote,
  ...props
}: PickerProps & { module: PublishingModule; withNote: boolean }) {
  const { data, isLoading } = useContentRows(module, { pageNum: 1, pageSize: MAX_PAGE_SIZE });
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      options={(data?.rows ?? []).map((row) => {
        const notes = [withNote ? row.note : '', row.published ? '' : '未发布'].filter(Boolean);
        return { value: row.id, label: notes.length ? `${row.title}（${notes.join('，')}）` : row.title };
      })}
    />
  );
}

/** Halls with their floor and size; work types by name (their note is a paragraph of introduction). */
export const HallPicker = (props: PickerProps) => <ItemSelect module="hall" withNote {...props} />;
export const WorkTypePicker = (props: PickerProps) => (
  <ItemSelect module="work-type" withNote={false} {...props} />
);

/** Artists are many: searched on the server by name as the editor types. */
export function ArtistPicker({ value, ...props }: PickerProps) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data, isFetching } = useContentRows('artist', { pageNum: 1, pageSize: 20, keyword: deferred });
  // The chosen artist keeps their name even when not among the names found.
  const { data: chosen } = useContentItem('artist', typeof value === 'number' ? value : null);
  const options = (data?.rows ?? []).map((row) => ({ value: row.id, label: `${row.title}（${row.note}）` }));
  if (chosen && !options.some((option) => option.value === chosen.id)) {
    options.unshift({ value: chosen.id, label: String(chosen.name) });
  }
  return (
    <Select
      {...props}
      value={value}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={isFetching}
      notFoundContent={isFetching ? '正在查找…' : '没有找到该艺术家'}
      options={options}
    />
  );
}
