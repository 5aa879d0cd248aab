#include "tableexport.h"

#include "roles.h"

#include "filewriter.h"

#include "texttable.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QHeaderView>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
// `machine`: cells as a machine reads them (PlainTextRole where the model has it), for CSV.
TextTable toTable(const QAbstractItemModel& model, const QHeaderView* header, bool machine)
{
    QList<int> columns;
    for (int v = 0; v < model.columnCount(); ++v) {
        const int c = header ? header->logicalIndex(v) : v;
        if (!header || !header->isSectionHidden(c))
            columns << c;
    }
    const bool rowLabels = model.headerData(0, Qt::Vertical).typeId() == QMetaType::QString;
    TextTable t;
    if (rowLabels) {
        t.headers << QObject::tr("Attribute");
        t.rightAligned << false;
    }
    for (int c : columns) {
        t.headers << model.headerData(c, Qt::Horizontal).toString().replace(u'\n', u' ');
        t.rightAligned << false;
    }
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        if (rowLabels)
            cells << model.headerData(r, Qt::Vertical).toString();
        for (int c : columns) {
            const QModelIndex i = model.index(r, c);
            const QVariant plain = machine ? i.data(PlainTextRole) : QVariant();
            cells << (plain.isValid() ? plain.toString() : i.data().toString());
        }
        t.rows << cells;
    }
    return t;
}
} // namespace

QString tableToCsv(const QAbstractItemModel& model, const QHeaderView* header)
{
    TextTable t = toTable(model, header, true);
    for (QStringList& row : t.rows) {
        for (QString& cell : row) {
            if (cell == u"\u2014") // the views' "—" for a missing value
                cell.clear();
        }
    }
    return t.toCsv();
}

QString tableToText(const QAbstractItemModel& model, const QHeaderView* header)
{
    return toTable(model, header, false).toText();
}

Result<bool> saveText(const QString& path, const QString& text)
{
    return writeFileSafely(path, text.toUtf8());
}

Result<bool> saveCsv(const QString& path, const QString& csv)
{
    return writeFileSafely(path, QByteArray("\xEF\xBB\xBF") + csv.toUtf8());
}

} // namespace gp::ui
