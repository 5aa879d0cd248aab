#pragma once

#include "error.h"

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;
class QSaveFile;

namespace gp {

// The one way the programs write a file (plans, recovery copies, imports, measurements, exchange rates,
// charts, reports, CSV): a QSaveFile is opened, filled, flushed and checked, then committed and checked.
// The folder must exist (callers that own an application folder make it). The old file stays whole unless the
// new one was written completely.
//
// The flush is checked before commit() because Qt 6.4's QSaveFile::commit() returns true and renames the
// temporary file even when its last buffered write failed (a full disk): a save under 16 KiB would
// otherwise become an empty file reported as saved.
//
// Every failure is one Error{ErrorCode::Io, path} whose message names the OS error:
// "cannot write: No space left on device; the previous file is unchanged".
//
// A path that is a symbolic link is refused before anything is written: QSaveFile would write the link's
// target, and a link planted in a shared folder could point at another user's file.

// Writes the bytes.
Result<bool> writeFileSafely(const QString& path, const QByteArray& data);

// Lets `produce` write into the open file (a QPdfWriter, a QSvgGenerator, an image writer) and returns its
// error text, empty on success.
using FileProducer = std::function<QString(QIODevice& device)>;
Result<bool> writeFileSafely(const QString& path, const FileProducer& produce);

// The same on a save file the caller made (tests pass one whose device fails after N bytes).
Result<bool> writeFileSafely(QSaveFile& file, const QByteArray& data);
Result<bool> writeFileSafely(QSaveFile& file, const FileProducer& produce);

} // namespace gp
