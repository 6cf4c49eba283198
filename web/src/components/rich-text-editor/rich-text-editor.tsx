/**
 * A rich-text field (notes, mass e-mails, the admin's custom e-mails). The editor (TipTap, with
 * ProseMirror) is a separate chunk loaded when the field first renders, so no page pays for it
 * before it shows one; until then a labelled placeholder of the same size holds its place.
 * The server sanitises whatever HTML this produces (functions/src/lib/sanitize-html.ts).
 */
import { Box, FormHelperText, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { ROW_HEIGHT_REM, type RichTextEditorProps } from './editor-types';

export type { RichTextEditorProps } from './editor-types';

const TiptapEditor = lazy(() => import('./tiptap-editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const minHeight = `${(props.rows ?? 4) * ROW_HEIGHT_REM + 1}rem`;
  return (
    <Box>
      <Typography id={labelId} component="div" variant="subtitle2" sx={{ mb: 0.5 }}>
        {props.label}
        {props.required ? ' *' : ''}
      </Typography>
      <Suspense
        fallback={
          <Box
            role="status"
            aria-label={`${props.label}: loading the editor`}
            sx={{ minHeight: `calc(${minHeight} + 3rem)`, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        }
      >
        <TiptapEditor {...props} labelId={labelId} helperId={helperId} />
      </Suspense>
      {props.helperText && (
        <FormHelperText id={helperId} error={props.error}>
          {props.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
