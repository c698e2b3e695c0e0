import { aboutPage } from '@landman/content';
import { PersonCard } from '../../components/person/person-card';
import { IntroBlock } from '../../components/sections/intro-block';

/** Who the consultant is, in his own words, with his portrait (or monogram) and set facts. */
export function ProfileSection() {
  const { title, paragraphs } = aboutPage.profile;
  return <IntroBlock id="profile" title={title} paragraphs={paragraphs} aside={<PersonCard />} />;
}
