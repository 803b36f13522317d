import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { fileExtension, STAFF_IMAGE_TYPES, staffUploadMessages } from '@museum/shared';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Progress, Select, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { uploadErrorMessage } from '../upload';
import styles from './RichTextEditor.module.css';
import type { RichTextEditorProps } from './rich-text-editor-props';

/** Links the site keeps: http(s), mail, phone, or a path on the site (the sanitiser drops the rest). */
const LINK_PATTERN = /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[+\d\s-]+|\/[^\s"'<>]*)$/i;
const linkInvalidMessage = '链接应为 http(s) 网址、站内路径（以 / 开头）、mailto: 或 tel: 地址';

const BLOCKS = [
  { value: 'p', label: '正文' },
  { value: 'h2', label: '标题 1' },
  { value: 'h3', label: '标题 2' },
  { value: 'h4', label: '标题 3' },
] as const;
type Block = (typeof BLOCKS)[number]['value'];
const LEVELS = { h2: 2, h3: 3, h4: 4 } as const;

/**
 * Only what the site's sanitiser keeps: paragraphs, h2-h4 (the page's title is its only h1), bold, italic,
 * underline, strike, quotes, lists, links, pictures, line breaks and rules. Code is left out: articles have none.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The sanitiser adds target and rel to external links itself.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && LINK_PATTERN.test(url),
    },
  }),
  // Pasted pictures as data: URLs would be dropped by the sanitiser; pictures come from uploads only.
  Image.configure({ allowBase64: false }),
];

/** The HTML to store: '' for an empty document, so a required field reads as empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onClick={onClick}
        // Keeps the editor's selection: the button acts on it, then the editor has the focus back.
        onMouseDown={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}

export default function RichTextEditorCore({
  value,
  onChange,
  uploader,
  label = '正文',
  id,
  disabled,
  minHeight = 280,
}: RichTextEditorProps) {
  // The form's value last shown, and the HTML the editor made of it: the editor redraws stored HTML its own way
  // (a list item gains a paragraph), which is no change of the editor's making and must not be reported as one.
  const shown = useRef(value ?? '');
  const drawn = useRef<string | null>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const generatedId = useId();
  const regionId = id ?? `rich-text-${generatedId}`;

  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        id: regionId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: styles.content!,
        style: `min-height: ${minHeight}px`,
      },
    },
    onCreate: ({ editor: created }) => {
      drawn.current = htmlOf(created);
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      // An update before the editor is created is its first drawing of the value, not anybody's edit.
      if (drawn.current === null || html === drawn.current) {
        drawn.current = html;
        return;
      }
      drawn.current = html;
      shown.current = html;
      report.current?.(html);
    },
  });

  // The form set the field itself (a record loaded, a reset): the editor shows it, without echoing it back.
  useEffect(() => {
    const next = value ?? '';
    if (next === shown.current) return;
    shown.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
    drawn.current = htmlOf(editor);
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      block: (current.isActive('heading', { level: 2 })
        ? 'h2'
        : current.isActive('heading', { level: 3 })
          ? 'h3'
          : current.isActive('heading', { level: 4 })
            ? 'h4'
            : 'p') as Block,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      quote: current.isActive('blockquote'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const [imageAlt, setImageAlt] = useState('');
  const [imageProgress, setImageProgress] = useState<number | null>(null);
  const imageUpload = useRef<AbortController | null>(null);
  useEffect(() => () => imageUpload.current?.abort(), []);

  const chain = () => editor.chain().focus();
  const off = disabled ?? false;

  function setBlock(block: Block) {
    if (block === 'p') chain().setParagraph().run();
    else chain().setHeading({ level: LEVELS[block] }).run();
  }

  function openLink() {
    setLinkText((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  }

  function applyLink() {
    const href = linkText.trim();
    if (!LINK_PATTERN.test(href)) {
      setLinkError(linkInvalidMessage);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  }

  async function insertImage(file: File) {
    if (!uploader) return;
    if (!(STAFF_IMAGE_TYPES as readonly string[]).includes(fileExtension(file.name))) {
      message.error(staffUploadMessages.notImage);
      return;
    }
    const controller = new AbortController();
    imageUpload.current = controller;
    setImageProgress(0);
    try {
      const uploaded = await uploader.upload(file, {
        signal: controller.signal,
        onProgress: setImageProgress,
      });
      // Without a description the file's name stands in, so the picture is never unlabelled.
      const alt = imageAlt.trim() || file.name.replace(/\.[^.]+$/, '');
      chain().setImage({ src: uploaded.url, alt }).run();
      setImageOpen(false);
      setImageAlt('');
    } catch (error) {
      const reason = uploadErrorMessage(error);
      if (reason) message.error(reason);
    } finally {
      imageUpload.current = null;
      setImageProgress(null);
    }
  }

  return (
    <div className={`${styles.editor} ${off ? styles.disabled : ''}`}>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={`${label}格式工具栏`}
        aria-controls={regionId}
      >
        <Select<Block>
          size="small"
          className={styles.blockSelect}
          value={state.block}
          options={BLOCKS.map((block) => ({ ...block }))}
          onChange={setBlock}
          disabled={off}
          aria-label="段落/标题"
          popupMatchSelectWidth={false}
        />
        <span className={styles.divider} aria-hidden />
        <ToolButton
          label="加粗"
          icon={<BoldOutlined />}
          active={state.bold}
          disabled={off}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label="斜体"
          icon={<ItalicOutlined />}
          active={state.italic}
          disabled={off}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label="下划线"
          icon={<UnderlineOutlined />}
          active={state.underline}
          disabled={off}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          label="删除线"
          icon={<StrikethroughOutlined />}
          active={state.strike}
          disabled={off}
          onClick={() => chain().toggleStrike().run()}
        />
        <span className={styles.divider} aria-hidden />
        <ToolButton
          label="引用"
          icon={<span className={styles.quoteIcon}>“</span>}
          active={state.quote}
          disabled={off}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton
          label="无序列表"
          icon={<UnorderedListOutlined />}
          active={state.bullets}
          disabled={off}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label="有序列表"
          icon={<OrderedListOutlined />}
          active={state.numbers}
          disabled={off}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <span className={styles.divider} aria-hidden />
        <ToolButton
          label="链接"
          icon={<LinkOutlined />}
          active={state.link}
          disabled={off}
          onClick={openLink}
        />
        {state.link && (
          <ToolButton
            label="移除链接"
            icon={<DisconnectOutlined />}
            disabled={off}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          />
        )}
        {uploader && (
          <ToolButton
            label="插入图片"
            icon={<PictureOutlined />}
            disabled={off}
            onClick={() => setImageOpen(true)}
          />
        )}
        <span className={styles.divider} aria-hidden />
        <ToolButton
          label="撤销"
          icon={<UndoOutlined />}
          disabled={off || !state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label="重做"
          icon={<RedoOutlined />}
          disabled={off || !state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </div>
      <EditorContent editor={editor} className={styles.area} />

      <Modal
        open={linkOpen}
        title="设置链接"
        okText="确定"
        cancelText="取消"
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <label className={styles.modalLabel} htmlFor={`${regionId}-link`}>
          链接地址
        </label>
        <Input
          id={`${regionId}-link`}
          value={linkText}
          placeholder="https://… 或 /exhibition/…"
          status={linkError ? 'error' : undefined}
          aria-invalid={linkError ? true : undefined}
          aria-describedby={linkError ? `${regionId}-link-error` : undefined}
          onChange={(event) => {
            setLinkText(event.target.value);
            setLinkError(null);
          }}
          onPressEnter={applyLink}
          autoFocus
        />
        {linkError && (
          <p className={styles.error} id={`${regionId}-link-error`} role="alert">
            {linkError}
          </p>
        )}
      </Modal>

      <Modal
        open={imageOpen}
        title="插入图片"
        footer={null}
        onCancel={() => {
          imageUpload.current?.abort();
          setImageOpen(false);
        }}
        destroyOnHidden
      >
        <label className={styles.modalLabel} htmlFor={`${regionId}-alt`}>
          图片说明（替代文字，供读屏软件朗读）
        </label>
        <Input
          id={`${regionId}-alt`}
          value={imageAlt}
          maxLength={200}
          placeholder="如：展厅一角，《雪山牧场》油画"
          onChange={(event) => setImageAlt(event.target.value)}
        />
        <div className={styles.imageChoose}>
          <Upload
            accept={STAFF_IMAGE_TYPES.map((ext) => `.${ext}`).join(',')}
            showUploadList={false}
            disabled={imageProgress !== null}
            beforeUpload={(file) => {
              void insertImage(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<PictureOutlined />} loading={imageProgress !== null}>
              选择图片并上传
            </Button>
          </Upload>
          {imageProgress !== null && (
            <Progress percent={imageProgress} size="small" aria-label="图片上传进度" />
          )}
        </div>
      </Modal>
    </div>
  );
}
