#pragma once

#include "error.h"

#include <QByteArray>
#include <QString>

#include <memory>

class QFile;

namespace gp {

// The one way the programs open an input file (plans, scenarios, catalogs, imports, measurements, exchange
// rates, recovery copies). The open never blocks and only a regular file is accepted: a folder, a FIFO, a
// device such as /dev/zero or a socket is refused before a byte is read, with a message naming the file.
// Size limits are hard caps on the bytes read, never QFile::size() alone (which is 0 for /proc files).
//
// Qt resource paths (":/catalog/…") are read as they are: they live in the program.
//
// Errors: Usage (not a regular file: the caller was pointed at the wrong thing),
// TooLarge (over maxBytes), Io (anything else the system reports, in its own words).

Result<std::unique_ptr<QFile>> openRegularFile(const QString& path);

// The whole file, at most maxBytes; `what` names the kind of file in the too-large message ("plans").
Result<QByteArray> readFileCapped(const QString& path, qint64 maxBytes, const QString& what);

// What an open file holds from where it stands, at most maxBytes + 1 bytes (one past the cap shows that it
// is too large). Memory is taken for what the file says it holds, not for the cap, and grows as it reads
// (a /proc file says 0). Fails with ErrorCode::Io, in the system's words.
Result<QByteArray> readUpTo(QFile& file, qint64 maxBytes);

// Creates `folder` and its parents; the error names the folder and the system's reason ("Read-only file
// system", "Permission denied").
Result<bool> ensureFolder(const QString& folder);

} // namespace gp
