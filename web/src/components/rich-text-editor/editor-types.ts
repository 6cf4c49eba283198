export interface RichTextEditorProps {
  /** The visible label, also the editor's accessible name. */
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  /** Rows of text visible before the editor grows (default 4, the spec's multi-line size). */
  rows?: number;
}

export interface EditorFrameProps extends RichTextEditorProps {
  labelId: string;
  helperId: string;
}

export const ROW_HEIGHT_REM = 1.5;
