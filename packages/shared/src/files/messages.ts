/** Uploads (docs/PRODUCT.md "Uploads"): the upload widget's checks and the server's answers, written once for both. */
export const uploadMessages = {
  wrongType: (types: readonly string[]) => `文件格式不正确，请上传${types.join('/')}格式文件!`,
  tooLarge: (mb: number) => `上传文件大小不能超过 ${mb} MB!`,
  tooMany: (limit: number) => `上传文件数量不能超过 ${limit} 个!`,
  failed: '上传文件失败，请重试',
  uploaded: '上传成功',
  empty: '文件是空的，请重新选择',
  fileMissing: '请选择要上传的文件',
  /** The file's bytes are not what its extension says (a renamed program, a photo called .pdf). */
  contentMismatch: (ext: string) => `文件内容与格式不符，请上传真实的${ext}文件`,
  kindInvalid: '上传类型不正确',
  policyInvalid: '上传凭证无效，请重新上传',
  policyExpired: '上传凭证已过期，请重新上传',
  keyMissing: '缺少文件路径，请重新上传',
  keyOutsidePrefix: '文件路径不在上传凭证允许的范围内',
  urlInvalid: '文件地址无效，请重新上传',
  notOwn: '只能提交您本人上传的文件',
  notFound: '文件不存在或已过期，请重新上传',
  /** An application or a donation report carries more files than it may. */
  attachmentsTooMany: (limit: number) => `最多上传 ${limit} 个文件`,
  /** A policy admits one file; the next one asks for a new policy. */
  policyUsed: '上传凭证已使用，请重新上传',
  /** One visitor's uploads of one day, in files and in megabytes. */
  dailyFilesReached: (files: number) => `今日上传文件已达 ${files} 个，请明天再试`,
  dailyBytesReached: (mb: number) => `今日上传文件已达 ${mb} MB，请明天再试`,
  /** A photo with more pixels than the server decodes (`side` × `side` is the limit). */
  imageTooLarge: (side: number) => `图片分辨率过高，请缩小到 ${side} × ${side} 像素以内后再上传`,
  /** A stored file's address that leads nowhere. */
  storedNotFound: '文件不存在',
} as const;

/** A file attached to an application or a donation report, asked for by its record and place. */
export const attachmentMessages = {
  indexInvalid: '附件编号格式不正确',
  notFound: '附件不存在或已删除',
} as const;

/** Serving stored images, their resized copies and the IIIF renders. */
export const imageMessages = {
  /** Every place in the image queue is taken: answered with 503 and Retry-After. */
  busy: '服务繁忙，请稍后再试',
  /** The stored image has more pixels than the server decodes. */
  tooLarge: '图片分辨率过高，无法显示',
  /** The IIIF services' refusals (the parser's own words are for developers). */
  requestInvalid: '图像请求的参数有误',
  requestUnsupported: '暂不支持这种图像请求',
  imageNotFound: '该图像不存在',
  workNotFound: '该藏品不存在或暂未公开',
  fileUnreadable: '该图像的文件暂时无法读取',
} as const;
