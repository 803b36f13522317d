import type { ReviewDecisionMessages } from '@museum/shared';
import { Form, Radio } from 'antd';
import type { ReactNode } from 'react';
import { WrittenText } from './WrittenText';

/** A review's form (`reviewDecisionSchema`): approve or not, and the reason a refusal must give. */
export interface ReviewValues {
  approve?: boolean;
  reason?: string;
}

/** What a review's form sends: the decision, and the reason as written (none when only spaces). */
export const reviewInput = ({ approve, reason }: ReviewValues) => ({
  approve: approve!,
  reason: reason?.trim() || undefined,
});

/** The submit button of a review's form: it says what it will do once the decision is chosen. */
export const reviewSubmit = (approve: boolean | undefined) => ({
  label: approve === false ? '驳回申请' : approve ? '通过申请' : '提交审核结果',
  danger: approve === false,
});

/**
 * The fields of a review's decision inside a `DecisionForm` (hosting applications, groups): 通过 / 不通过, and
 * the reason, required to refuse, that the applicant will read. `approve` is the form's watched choice.
 */
export function ReviewDecisionFields({
  approve,
  messages,
  max,
  approveExtra,
  reasonExtra,
}: {
  approve: boolean | undefined;
  messages: Pick<ReviewDecisionMessages, 'approveRequired' | 'reasonRequired' | 'reasonTooLong'>;
  /** The reason's length limit, the contract's. */
  max: number;
  /** What approving does, under the choice. */
  approveExtra?: ReactNode;
  /** Who reads the reason, and where. */
  reasonExtra: ReactNode;
}) {
  return (
    <>
      <Form.Item
        name="approve"
        label="审核结果"
        extra={approveExtra}
        rules={[{ required: true, message: messages.approveRequired }]}
      >
        <Radio.Group
          options={[
            { value: true, label: '通过' },
            { value: false, label: '不通过' },
          ]}
        />
      </Form.Item>
      <WrittenText
        name="reason"
        label={approve === false ? '不通过的原因' : '审核意见（选填）'}
        extra={reasonExtra}
        max={max}
        rows={4}
        tooLong={messages.reasonTooLong}
        required={approve === false && messages.reasonRequired}
      />
    </>
  );
}
