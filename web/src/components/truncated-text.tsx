import { Box, Tooltip, type SxProps, type Theme } from '@mui/material';
import type { ReactElement } from 'react';

/** One line, cut with an ellipsis where its cell ends. */
export const ELLIPSIS = {
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const satisfies SxProps<Theme>;

/**
 * A long value in a table cell (a name, an e-mail address): one line cut with an ellipsis, read in
 * full in a tooltip on hover and on keyboard focus. `children` is the focusable element that shows
 * the text (a link); without it the text itself takes the focus.
 */
export function TruncatedText({ text, children }: { text: string; children?: ReactElement }) {
  return (
    <Tooltip title={text} describeChild>
      {children ?? (
        <Box component="span" tabIndex={0} sx={ELLIPSIS}>
          {text}
        </Box>
      )}
    </Tooltip>
  );
}
