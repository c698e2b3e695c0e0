import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImageUploadFields } from './image-upload-fields';
import { type UploadedImage } from './upload-image';

export type PickedImage = UploadedImage;

/**
 * The post's own picture: a JPEG, PNG or WebP with its alt text, uploaded to the server (which
 * checks it, resizes it and removes its metadata). None: the category's illustration.
 */
export function CoverImagePicker({
  value,
  onChange,
}: {
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
}) {
  return (
    <Box component="section" aria-labelledby="cover-title">
      <Typography id="cover-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Cover image
      </Typography>
      {value ? (
        <Stack spacing={1}>
          <Box
            component="img"
            src={value.src}
            alt={value.alt}
            sx={{
              width: '100%',
              maxHeight: 280,
              objectFit: 'cover',
              borderRadius: 2,
              display: 'block',
            }}
          />
          <Button onClick={() => onChange(null)} sx={{ alignSelf: 'flex-start' }}>
            Use the category image
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            None: the category&apos;s illustration is shown.
          </Typography>
          <ImageUploadFields
            fileLabel="Image file"
            altLabel="Alt text (what the picture shows)"
            buttonLabel="Upload image"
            onUploaded={onChange}
          />
        </Stack>
      )}
    </Box>
  );
}
