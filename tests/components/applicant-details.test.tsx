import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicantDetails } from '@/features/employer/components/ApplicantDetails';
import type { ApplicantProfile } from '@/state/employer/types';

/** An applicant as the server sends one to an employer, with nothing filled in beyond what a test gives. */
const applicant = (over: Partial<ApplicantProfile>): ApplicantProfile => ({
  id: 1,
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@demo.test',
  photoUrl: null,
  headline: '',
  location: '',
  keyQualifications: [],
  sharedQualifications: [],
  matchScore: 50,
  employerJobStatus: 'APPLIED',
  appliedAt: null,
  phoneNumber: '',
  education: [],
  workExperience: [],
  availableTime: [],
  transcript: '',
  videoUrl: null,
  isSponsorshipRequired: null,
  universities: [],
  ...over,
});

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('an applicant as an employer sees them', () => {
  it('a work entry shows where it was and what the person did, its lines kept; the comparison keeps it short', () => {
    const profile = applicant({
      workExperience: [
        {
          title: 'Product Designer',
          employer: 'Greenfield Schools',
          location: 'Seattle, WA',
          startDate: '2015-02-01',
          current: true,
          description: 'Led the redesign of the parent portal.\nRan usability tests.',
        },
      ],
    });
    const { rerender } = render(<ApplicantDetails applicant={profile} />);
    const line = 'Product Designer, Greenfield Schools, Seattle, WA (February 2015 – Present)';
    expect(section('Experience')).toHaveTextContent(line);
    const did = within(section('Experience')).getByText(
      'Led the redesign of the parent portal. Ran usability tests.',
    );
    // Its lines as written, and a long word (a link) wrapped in a phone's 360 px rather than widening the page.
    expect(did).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(section('Experience')).toHaveStyle({ overflowWrap: 'anywhere' });

    rerender(<ApplicantDetails applicant={profile} compact />);
    expect(section('Experience')).toHaveTextContent(line);
    expect(screen.queryByText(/Ran usability tests/)).not.toBeInTheDocument();
  });

  it('the transcript keeps its paragraphs, and the captions carry all of it as WebVTT reads it', () => {
    const transcript = 'Hi, I am Alex.\n\nI design for schools & <libraries>.\r\n \r\nNext --> a new role.';
    render(<ApplicantDetails applicant={applicant({ transcript, videoUrl: '/media/intro.mp4' })} />);
    expect(within(section('Transcript')).getByText(/^Hi, I am Alex/)).toHaveStyle({ whiteSpace: 'pre-line' });
    const track = section('Video introduction').querySelector('track')!;
    const vtt = decodeURIComponent(track.getAttribute('src')!.replace('data:text/vtt;charset=utf-8,', ''));
    // One cue: no blank line inside it (a blank line ends a cue), '&' and '<' escaped, no '-->' but the timing's.
    expect(vtt).toBe(
      'WEBVTT\n\n00:00.000 --> 59:59.000\n' +
        'Hi, I am Alex.\nI design for schools &amp; &lt;libraries&gt;.\nNext --&gt; a new role.\n',
    );
  });

  it('a video that cannot be played gives way to a sentence, and the transcript stays', () => {
    render(
      <ApplicantDetails
        applicant={applicant({ transcript: 'Hello there.', videoUrl: 'https://x.test/v' })}
      />,
    );
    fireEvent.error(section('Video introduction').querySelector('video')!);
    expect(
      within(section('Video introduction')).getByText('This video introduction cannot be played just now.'),
    ).toBeInTheDocument();
    expect(section('Video introduction').querySelector('video')).toBeNull();
    expect(within(section('Transcript')).getByText('Hello there.')).toBeInTheDocument();
  });

  it('says when no key qualifications are given, and shows availability in the app’s time format', () => {
    render(
      <ApplicantDetails
        applicant={applicant({ availableTime: [{ day: 'Thurs', startTime: '13:00', endTime: '18:45' }] })}
      />,
    );
    expect(within(section('Key qualifications')).getByText('Not given')).toBeInTheDocument();
    expect(within(section('Availability')).getByText('Thurs 1:00 pm – 6:45 pm')).toBeInTheDocument();
  });
});
