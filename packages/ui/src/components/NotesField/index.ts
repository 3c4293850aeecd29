export { NotesField, type NotesFieldProps, notesFieldTexts } from './NotesField.tsx';
