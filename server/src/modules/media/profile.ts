import type { EncodingProfile, MediaParams } from '@opsdeck/shared/schemas';

/**
 * The encoding profile the approved media parameters give a video upload: the video encoding group
 * (resolution, frame rate, bitrate min/default/max, profile) and the audio encoding group. No
 * transcoding happens in this server (`transcoded: false`); the profile is what the encoder must use.
 */
export function encodingProfileOf(params: MediaParams): EncodingProfile {
  const { video, audio } = params;
  return {
    video: {
      resolution: video.encoding.resolution,
      frameRate: video.encoding.frameRate,
      bitrateKbps: {
        min: video.encoding.rate.min,
        default: video.encoding.rate.default,
        max: video.encoding.rate.max,
      },
      profile: video.encoding.profile,
    },
    audio: {
      channels: audio.encoding.channels,
      bitrateKbps: audio.encoding.rate,
      profile: audio.encoding.profile,
    },
    transcoded: false,
  };
}
