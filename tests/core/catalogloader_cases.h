#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

// The malformed-catalog table of tst_catalogloader: each case names the error it must produce.
struct MalformedCase
{
    QString name;
    QByteArray text;
    QString path;     // JSON path the error must start with (empty: any)
    QString fragment; // text the message must contain
    int line;         // 0: not checked
    int instancesLeft;
    int offersLeft;
};

QByteArray baseCatalog();
QByteArray replaced(const QByteArray& from, const QByteArray& to);
QList<MalformedCase> malformedCases();
