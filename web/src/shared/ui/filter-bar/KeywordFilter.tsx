import { SearchOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Input } from 'antd';
import { useEffect, useId, useState } from 'react';

/** Narrows a list by a word in its titles and summaries; an empty box clears the filter. */
export function KeywordFilter({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (keyword: string) => void;
  placeholder?: string;
  label?: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);
  return (
    <search>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t`关键词`}
      </label>
      <Input.Search
        id={id}
        value={text}
        maxLength={50}
        allowClear
        placeholder={placeholder ?? t`输入标题中的关键词`}
        enterButton={<SearchOutlined aria-label={t`筛选`} />}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value) onChange('');
        }}
        onSearch={(keyword) => onChange(keyword.trim())}
      />
    </search>
  );
}
