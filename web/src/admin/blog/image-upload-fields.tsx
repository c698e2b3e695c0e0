import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { type UploadedImage, uploadBlogImage } from './upload-image';

/** What the server takes (it checks the bytes too). */
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A picture and its required alt text, sent to the server (JPEG, PNG or WebP; the server checks
 * the bytes, resizes the picture and removes its metadata). The picture is dropped on a zone or
 * chosen by clicking it; the zone is a label around a visually hidden file input, so the
 * keyboard and screen readers reach the browser's own picker.
 */
export function ImageUploadFields({
  fileLabel,
  altLabel,
  buttonLabel,
  onUploaded,
  compact = false,
}: {
  fileLabel: string;
  altLabel: string;
  buttonLabel: string;
  onUploaded: (image: UploadedImage) => void;
  /** A lower zone, for a picture placed inside the article. */
  compact?: boolean;
}) {
  const [file, setFile] = useState<File | undefined>();
  const [fileKey, setFileKey] = useState(0);
  const [alt, setAlt] = useState('');
  const [altMissing, setAltMissing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [thumbnail, setThumbnail] = useState<string | undefined>();
  const altInput = useRef<HTMLInputElement | null>(null);
  const hintId = useId();

  // A data: URL, not a blob: one (the desk's Content-Security-Policy allows only 'self' and data:
  // images).
  useEffect(() => {
    setThumbnail(undefined);
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setThumbnail(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);

  const pick = (picked: File | undefined) => {
    setProblem(undefined);
    if (picked && !acceptedTypes.includes(picked.type)) {
      setProblem('Only JPEG, PNG or WebP pictures can be used.');
      return;
    }
    setFile(picked);
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const upload = async () => {
    if (!file) return;
    // A picture goes in only with words for those who cannot see it: say so where they go.
    if (alt.trim() === '') {
      setAltMissing(true);
      altInput.current?.focus();
      return;
    }
    setUploading(true);
    setProblem(undefined);
    const result = await uploadBlogImage(file, alt);
    setUploading(false);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setFile(undefined);
    setFileKey((key) => key + 1);
    setAlt('');
    setAltMissing(false);
    onUploaded(result.image);
  };

  return (
    <Stack spacing={1.5}>
      <Box
        component="label"
        data-testid="image-drop-zone"
        onDragOver={(event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          flexDirection: compact ? 'row' : 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          minHeight: compact ? 72 : 160,
          p: 2,
          textAlign: compact ? 'left' : 'center',
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: dragging ? 'action.hover' : 'background.default',
          cursor: 'pointer',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': { borderColor: 'primary.main' },
          '&:focus-within': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            sx={{ maxHeight: compact ? 56 : 120, maxWidth: '100%', borderRadius: 1 }}
          />
        ) : (
          <CloudUploadIcon color="primary" fontSize={compact ? 'medium' : 'large'} />
        )}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {file ? file.name : 'Drop a picture here or click to choose one'}
          </Typography>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {file ? 'Drop or click to choose another.' : 'JPEG, PNG or WebP'}
          </Typography>
        </Box>
        <Box
          component="input"
          key={fileKey}
          type="file"
          accept={acceptedTypes.join(',')}
          aria-label={fileLabel}
          aria-describedby={hintId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => pick(event.target.files?.[0])}
          // Hidden from sight only: the label around it opens it and it keeps the keyboard focus.
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            p: 0,
            margin: '-1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          }}
        />
      </Box>
      {file && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={altLabel}
            value={alt}
            required
            inputRef={altInput}
            error={altMissing && alt.trim() === ''}
            helperText={
              altMissing && alt.trim() === ''
                ? 'Describe the picture first: readers who cannot see it hear these words.'
                : 'Required: what the picture shows.'
            }
            onChange={(event) => setAlt(event.target.value)}
            sx={{ flex: 1, width: { xs: '100%', sm: 'auto' } }}
          />
          <Button
            variant="outlined"
            disabled={uploading}
            onClick={() => void upload()}
            sx={{ flexShrink: 0, mt: { sm: 0.25 } }}
          >
            {buttonLabel}
          </Button>
        </Stack>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
