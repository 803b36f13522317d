import { AuditOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  APPLICATION_FILE_LIMIT,
  APPLICATION_FILE_TYPES,
  ApplicationMessages,
  Messages,
  userCenterPath,
} from '@museum/shared';
import { Form, Select, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { inPageLanguage } from '@/shared/lib/shared-english';
import { chineseLang } from '@/shared/lib/text-lang';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { ContactFields, FieldPair, FormDialog, IntroField } from '@/shared/ui/form-dialog/FormDialog';
import { MaterialsField } from '../../files';
import { useApply, useVenueSetting } from '../api';
import styles from './HostApplicationDialog.module.css';
import { DAY, type Period, PeriodField } from './PeriodField';

interface Values {
  period?: Period;
  hallId?: number;
  people?: string;
  phone?: string;
  fileUrl?: string;
  intro?: string;
}

/**
 * The hosting rules: the first paragraph, and the rest behind a button (the dialog must fit a window). The museum
 * writes them in Chinese: an English page says so and marks them Chinese.
 */
function Rules({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const { t } = useLingui();
  const lang = chineseLang(text, useLanguage());
  const [first, ...more] = text.split(/\n\s*\n/);
  const count = more.length;
  return (
    <section className={styles.rules} aria-label={t`办展须知`}>
      <h3>{t`办展须知`}</h3>
      {lang && (
        <p className={styles.untranslated}>
          <Trans>办展须知暂无英文版本，以下为中文原文。</Trans>
        </p>
      )}
      <p lang={lang}>{first}</p>
      {more.length > 0 && (
        <>
          <div id={moreId} hidden={!open} lang={lang}>
            {more.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <button
            type="button"
            className={styles.rulesToggle}
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen(!open)}
          >
            {open ? t`收起须知` : t`展开全部须知（另有 ${count} 条）`}
          </button>
        </>
      )}
    </section>
  );
}

/** Apply to host an exhibition (docs/spec §2, §3 and §5): the rules, the halls one may ask for, the form. */
export default function HostApplicationDialog({ onClose }: DialogProps) {
  const setting = useVenueSetting();
  const apply = useApply();
  const museum = useSiteName();
  const { t } = useLingui();
  return (
    <FormDialog<Values>
      title={t`申请办展`}
      icon={<AuditOutlined />}
      width={720}
      formId="hostApplicationForm"
      submitText={t`提交申请`}
      lead={t`${museum}向艺术家、院校与文化机构开放部分展厅。请阅读办展须知，填写意向档期并上传展览方案。`}
      before={
        setting.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          setting.data?.rules && <Rules text={setting.data.rules} />
        )
      }
      onSubmit={(fields, values) => {
        const [start, end] = values.period!;
        return apply.mutateAsync({
          startTime: start!.format(DAY),
          endTime: end!.format(DAY),
          hallId: values.hallId ?? null,
          ...fields,
        });
      }}
      submitting={apply.isPending}
      done={{
        title: t`办展申请已提交`,
        text: (
          <Trans>
            展览部将在 15 个工作日内完成审核，结果会通过系统消息通知您。审核期间可在个人中心撤回申请。
          </Trans>
        ),
        link: { to: userCenterPath('applications'), text: t`查看我的申请` },
      }}
      onClose={onClose}
    >
      <FieldPair>
        <Form.Item
          name="period"
          label={t`举办时间`}
          rules={[
            {
              validator: async (_rule, value?: Period) => {
                if (!value?.[0] || !value[1]) throw new Error(inPageLanguage(Messages.holdingTimeRequired));
                if (!value[1].isAfter(value[0], 'day')) {
                  throw new Error(inPageLanguage(ApplicationMessages.endBeforeStart));
                }
              },
            },
          ]}
        >
          <PeriodField />
        </Form.Item>
        <Form.Item name="hallId" label={t`意向展厅（选填）`}>
          <Select
            allowClear
            placeholder={t`由展览部统筹安排`}
            loading={setting.isPending}
            options={(setting.data?.halls ?? []).map(({ id, name, floorName: floor, area }) => ({
              value: id,
              label: t`${name} · ${floor} · ${area}㎡`,
            }))}
          />
        </Form.Item>
      </FieldPair>
      <ContactFields />
      <MaterialsField
        label={t`申请材料`}
        fileType={APPLICATION_FILE_TYPES}
        limit={APPLICATION_FILE_LIMIT}
        hint={t`请将展览方案、作品清单等合并为一个文件`}
      />
      <IntroField
        label={t`展览简介`}
        requiredMessage={Messages.exhibitionIntroRequired}
        placeholder={t`展览主题、参展艺术家与作品概况`}
      />
    </FormDialog>
  );
}
