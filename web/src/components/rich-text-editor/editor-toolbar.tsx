import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ToolbarAction {
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  /** For toggles: whether the format is on at the cursor (announced as pressed). */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

export const TOOLBAR_ACTIONS = (onLink: () => void): ToolbarAction[] => [
  {
    label: 'Bold',
    icon: <FormatBoldIcon />,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: <FormatItalicIcon />,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Underline',
    icon: <FormatUnderlinedIcon />,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'Strikethrough',
    icon: <FormatStrikethroughIcon />,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    label: 'Heading',
    icon: <TitleIcon />,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Bulleted list',
    icon: <FormatListBulletedIcon />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumberedIcon />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Quote',
    icon: <FormatQuoteIcon />,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { label: 'Link', icon: <LinkIcon />, run: () => onLink(), active: (e) => e.isActive('link') },
  { label: 'Undo', icon: <UndoIcon />, run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { label: 'Redo', icon: <RedoIcon />, run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

/**
 * The formatting toolbar, as the WAI-ARIA toolbar pattern: one Tab stop; Left/Right arrows move
 * between buttons, Home/End to the first/last; toggles announce whether they are pressed.
 */
export function EditorToolbar({
  editor,
  label,
  controls,
  actions,
}: {
  editor: Editor;
  label: string;
  controls: string;
  actions: ToolbarAction[];
}) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = actions.map((action) => (action.enabled ? action.enabled(editor) : true));
  // The one Tab stop is the last focused button, or the first enabled one when that is disabled.
  const tabStop = enabled[focused] ? focused : enabled.indexOf(true);
  /** Focus the next enabled button from `start` in `step` direction (wrapping). */
  const move = (start: number, step: 1 | -1) => {
    for (let offset = 0; offset < actions.length; offset += 1) {
      const index = (start + step * offset + actions.length * 2) % actions.length;
      if (enabled[index]) {
        setFocused(index);
        buttons.current[index]?.focus();
        return;
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(tabStop + 1, 1),
      ArrowLeft: () => move(tabStop - 1, -1),
      Home: () => move(0, 1),
      End: () => move(actions.length - 1, -1),
    };
    const handler = keys[event.key];
    if (handler) {
      event.preventDefault();
      handler();
    }
  };
  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {actions.map((action, index) => {
        const pressed = action.active?.(editor);
        return (
          <Tooltip key={action.label} title={action.label}>
            <span>
              <IconButton
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                size="small"
                aria-label={action.label}
                aria-pressed={pressed === undefined ? undefined : pressed}
                tabIndex={index === tabStop ? 0 : -1}
                disabled={!enabled[index]}
                onFocus={() => setFocused(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => action.run(editor)}
                color={pressed ? 'primary' : 'default'}
              >
                {action.icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Box>
  );
}
