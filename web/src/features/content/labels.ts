import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AffairStatus, EducationStatus, ExhibitionStatus } from '@museum/shared';

/**
 * The names of the statuses, drawn from the codes the answers carry (the server's own labels are Chinese): the
 * cards' tags, the lists' filters and the details' kickers, in the page's language.
 */
export const EXHIBITION_STATUS_NAMES: Record<ExhibitionStatus, MessageDescriptor> = {
  0: msg({ message: '即将开展', context: 'an exhibition’s status' }),
  1: msg({ message: '正在展出', context: 'an exhibition’s status' }),
  2: msg({ message: '往期回顾', context: 'an exhibition’s status' }),
};

export const EDUCATION_STATUS_NAMES: Record<EducationStatus, MessageDescriptor> = {
  0: msg({ message: '活动预告', context: 'an event’s status' }),
  1: msg({ message: '活动预约', context: 'an event’s status' }),
  2: msg({ message: '活动回顾', context: 'an event’s status' }),
};

export const AFFAIR_STATUS_NAMES: Record<AffairStatus, MessageDescriptor> = {
  1: msg`新闻动态`,
  2: msg`馆务公开`,
  3: msg`媒体报道`,
};
