import Typography from '@mui/material/Typography';
import { aboutPage } from '@landman/content';
import { IntroBlock } from '../../components/sections/intro-block';

/** Who the consultant is, in his own words, beside a picture of the work. */
export function ProfileSection() {
  const { title, name, role, paragraphs, image, imageAlt } = aboutPage.profile;
  return (
    <IntroBlock
      id="profile"
      title={title}
      paragraphs={paragraphs}
      image={image}
      imageAlt={imageAlt}
      aside={
        <>
          <Typography variant="h5" component="p" sx={{ color: 'primary.main' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
            {role}
          </Typography>
        </>
      }
    />
  );
}
