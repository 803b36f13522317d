import { SearchOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { ContentType } from '@museum/shared';
import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { message } from '@/shared/lib/feedback';
import { searchPath } from '@/shared/routes';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  defaultValue?: string;
  /** Module tab to open on the search screen (content-type number). */
  module?: number;
  /** true (default): go to the search route; false: hand the text to `onSearch` (docs/spec §2). */
  jump?: boolean;
  onSearch?: (keyword: string) => void;
  autoFocus?: boolean;
  size?: 'middle' | 'large';
}

export function SearchBox({
  defaultValue = '',
  module = ContentType.exhibition,
  jump = true,
  onSearch,
  autoFocus,
  size = 'large',
}: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const navigate = useNavigate();
  const inputId = useId();
  const { t } = useLingui();
  useEffect(() => setValue(defaultValue), [defaultValue]);

  const submit = () => {
    const keyword = value.trim();
    if (!keyword) {
      // Messages.searchKeywordRequired, in the page's language.
      void message.warning(t`请输入搜索关键词`);
      return;
    }
    if (jump) navigate(searchPath(module, keyword));
    onSearch?.(keyword);
  };

  return (
    <search>
      <form
        className={styles.box}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t`搜索关键词`}
        </label>
        <Input
          id={inputId}
          size={size}
          value={value}
          maxLength={50}
          allowClear
          autoFocus={autoFocus}
          placeholder={t`搜索展览、藏品、艺术家`}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button size={size} type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t`搜索`}
        </Button>
      </form>
    </search>
  );
}
