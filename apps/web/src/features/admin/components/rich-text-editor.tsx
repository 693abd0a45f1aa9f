import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

// The description editor: only what the server keeps (p, strong, em, lists, h3/h4, links;
// ADR 032). The server sanitizes again: this is a convenience, never the protection.
const extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
  }),
];

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
}

const toolButton = (active: boolean) =>
  `min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
    active ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** A small rich-text editor (tiptap) with bold, italic, lists and headings; answers HTML. */
export function RichTextEditor({ label, value, onChange, onBlur, error }: Props) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class:
          'min-h-40 max-w-none px-3 text-sm text-slate-900 [&_p]:my-1 [&_a]:underline py-2 focus:outline-none [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: e }) => {
      onChange(e.isEmpty ? '' : e.getHTML());
    },
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  // A value set from outside (the saved product arriving, a reset) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    // React renders a keystroke's update before the next one (a discrete event's update is
    // flushed in a microtask), so the form's value is never an older keystroke's echo.
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor!.chain().focus();
  const tools = [
    { label: 'Negrita', text: 'B', active: state?.bold, run: () => chain().toggleBold().run() },
    { label: 'Cursiva', text: 'I', active: state?.italic, run: () => chain().toggleItalic().run() },
    {
      label: 'Título',
      text: 'H3',
      active: state?.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Subtítulo',
      text: 'H4',
      active: state?.h4,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    {
      label: 'Lista con viñetas',
      text: '•',
      active: state?.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Lista numerada',
      text: '1.',
      active: state?.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
  ];

  return (
    <div>
      <p id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </p>
      <div
        className={`mt-1 rounded-lg border bg-white ${error ? 'border-red-600' : 'border-slate-300'} focus-within:ring-2 focus-within:ring-brand-600`}
      >
        <div
          role="toolbar"
          aria-label="Formato de la descripción"
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={Boolean(tool.active)}
              className={toolButton(Boolean(tool.active))}
              onClick={tool.run}
              disabled={!editor}
            >
              {tool.text}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
