/** Messages shared by the contact inputs (the form's ContactInput and the chat's ChatLeadInput). */
export const tooLong = (label: string, max: number) => ({
  message: `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
});

export const notText = (label: string) => ({ message: `${label} must be text.` });

export const phoneFormat = {
  message: 'Phone must be a phone number, for example (903) 555-0142.',
};
