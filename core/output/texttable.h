#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace gp {

// A plain table printed aligned (for terminals and the clipboard) or as RFC 4180 CSV.
struct TextTable
{
    QStringList headers;
    QList<bool> rightAligned; // per column
    QList<int> maxWidths;     // per column; longer cells wrap at spaces (0 or absent: no limit)
    QList<QStringList> rows;

    void print(QTextStream& out) const; // cells through terminalSafe()
    void printCsv(QTextStream& out) const;
    QString toText() const;
    QString toCsv() const;
};

// Splits text into lines of at most width terminal columns, breaking at spaces where possible.
QStringList wrap(const QString& text, int width);

// Text for a terminal: control characters (escape, NUL, tab, newline, DEL, C1), bidirectional marks,
// overrides and isolates, and line separators are shown as \xHH or \uHHHH; everything else is unchanged.
// The table printer applies it to every cell; the CLI to the messages it prints.
QString terminalSafe(const QString& text);
bool isUnsafeOnTerminal(char32_t c);
// The same for many lines: the newlines between them stay.
QString terminalSafeLines(const QString& text);

// One CSV field: quoted when needed; text that a spreadsheet would run as a formula is neutralised.
QString csvField(const QString& value);
// One CSV record: the fields quoted as csvField quotes them, joined by commas, ended by CRLF.
QString csvLine(const QStringList& cells);

} // namespace gp
