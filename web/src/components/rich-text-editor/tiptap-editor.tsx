import { Box, Button, Stack, TextField } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { EditorToolbar, TOOLBAR_ACTIONS } from './editor-toolbar';
import { ROW_HEIGHT_REM, type EditorFrameProps } from './editor-types';

/** What the server keeps (see sanitize-html.ts): no code blocks, headings h2 and h3 only. */
const EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
  }),
];

export default function TiptapEditor({
  label,
  value,
  onChange,
  error,
  helperText,
  rows = 4,
  labelId,
  helperId,
}: EditorFrameProps) {
  const contentId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperText ? { 'aria-describedby': helperId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // Re-render the toolbar when the selection's formatting changes.
  useEditorState({ editor, selector: ({ editor: current }) => current.state.selection.toJSON() as unknown });

  // A value set from outside (a form reset) replaces the content.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const actions = useMemo(
    () => TOOLBAR_ACTIONS(() => setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')),
    [editor],
  );

  const applyLink = () => {
    const href = (linking ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '' || href === 'https://') chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setLinking(null);
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <EditorToolbar editor={editor} label={label} controls={contentId} actions={actions} />
      {linking !== null && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <TextField
            size="small"
            label="Link address"
            value={linking}
            autoFocus
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') {
                event.stopPropagation();
                setLinking(null);
              }
            }}
            sx={{ flex: 1 }}
          />
          <Button onClick={applyLink}>Apply link</Button>
          <Button onClick={() => setLinking(null)}>Cancel</Button>
        </Stack>
      )}
      <Box
        sx={{
          px: 1.5,
          '& .ProseMirror': { minHeight: `${rows * ROW_HEIGHT_REM}rem`, outline: 'none', py: 1 },
          '& .ProseMirror p': { my: 0.5 },
          '& .ProseMirror a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
